import { ArticleDraft, articleValues } from './article-values';

const draft = (over: Partial<ArticleDraft> = {}): ArticleDraft => ({ title: 'Dog Parks', status: 'draft', ...over });
const context = { currentDate: null, today: '2026-01-19' };

describe('article values', () => {
  it('fills the blanks: empty excerpt and author, centred image, no video, no categories', () => {
    const { values, errors } = articleValues(draft({ content: '<p>one two three</p>' }), context);
    expect(errors).toEqual({});
    expect(values).toEqual({
      title: 'Dog Parks',
      excerpt: '',
      content: '<p>one two three</p>',
      author: '',
      status: 'draft',
      featured_image: null,
      featured_image_position: 'center',
      video_url: null,
      video_type: null,
      video_thumbnail: null,
      published_date: null,
      read_time: '1 min read',
      location: null,
      source_url: null,
      photo_credit: null,
      photo_source: null,
      photo_source_url: null,
      categories: [],
    });
  });

  it('sanitises the HTML before it is stored and timed', () => {
    const { values } = articleValues(draft({ content: `<p onclick="x()">${'word '.repeat(600)}</p><script>alert(1)</script>` }), context);
    expect(values.content).not.toMatch(/script|onclick/);
    expect(values.read_time).toBe('3 min read');
  });

  it('keeps a read time staff wrote', () => {
    expect(articleValues(draft({ read_time: '7 min read' }), context).values.read_time).toBe('7 min read');
  });

  it('dates a post published without a date today, keeps an earlier date, and leaves drafts undated', () => {
    expect(articleValues(draft({ status: 'published' }), context).values.published_date).toBe('2026-01-19');
    expect(articleValues(draft({ status: 'published' }), { ...context, currentDate: '2025-12-01' }).values.published_date).toBe('2025-12-01');
    expect(articleValues(draft({ status: 'published', published_date: '2026-02-01' }), { ...context, currentDate: '2025-12-01' }).values.published_date).toBe(
      '2026-02-01',
    );
    expect(articleValues(draft({ status: 'draft' }), context).values.published_date).toBeNull();
  });

  it('infers the video type from its URL and refuses a mismatch', () => {
    expect(articleValues(draft({ video_url: 'https://youtu.be/abc' }), context)).toMatchObject({ values: { video_type: 'youtube' }, errors: {} });
    expect(articleValues(draft({ video_url: 'https://vimeo.com/1', video_type: 'youtube' }), context).errors.video_url).toMatch(/YouTube/);
    expect(articleValues(draft({ video_type: 'mp4' }), context).errors.video_url).toMatch(/required/);
  });

  it('drops duplicate categories, keeping their order', () => {
    expect(articleValues(draft({ categories: ['Tips', 'Parks', 'Tips'] }), context).values.categories).toEqual(['Tips', 'Parks']);
  });
});
