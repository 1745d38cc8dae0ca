import { createTestApp, TestApp } from '../support/test-app';

describe('content: the public blog API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('seeds the six fixed articles on start, newest first, without short codes for visitors', async () => {
    const res = await t.http().get('/api/articles').expect(200);
    expect(res.body.data.map((a: { slug: string }) => a.slug)).toEqual([
      'santa-clarita-pet-waste-removal-benefits',
      'valencia-dog-parks',
      'pet-waste-garden-health',
      'canyon-country-pet-safety',
      'newhall-historic-district',
      'seasonal-pet-waste-management',
    ]);
    expect(res.body.data[0]).toMatchObject({ publishedDate: '2026-10-15', readTime: '5 min read', categories: ['Pet Health'], location: 'Santa Clarita, CA' });
    expect(res.body.data.some((a: { shortCode?: string }) => 'shortCode' in a)).toBe(false);
    expect(res.body.data[0]).not.toHaveProperty('content');
  });

  it('gives admins each short code', async () => {
    const res = await t.http().get('/api/articles').set('Cookie', admin).expect(200);
    expect(res.body.data.every((a: { shortCode?: string }) => /^[a-z][0-9]?$/.test(a.shortCode ?? ''))).toBe(true);
    expect(new Set(res.body.data.map((a: { shortCode: string }) => a.shortCode)).size).toBe(6);
  });

  it('seeding again is a no-op (a second instance starting at once)', async () => {
    const { FixedArticlesSeed } = await import('../../backend/src/modules/content/seed/fixed-articles.seed');
    expect(await t.app.get(FixedArticlesSeed).seed()).toBe(0);
    const [{ n }] = await t.database.db.query<{ n: number }>('select count(*)::int as n from short_urls');
    expect(n).toBe(6);
  });

  it('shows one post by slug with content and references, or "Blog post not found"', async () => {
    const res = await t.http().get('/api/articles/valencia-dog-parks').expect(200);
    expect(res.body).toMatchObject({ slug: 'valencia-dog-parks', sourceUrl: expect.stringMatching(/^https:/), categories: ['Community'] });
    expect(res.body.content).toContain('<h2>References</h2>');
    expect(res.body.shortCode).toBeUndefined();
    const missing = await t.http().get('/api/articles/no-such-post').expect(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.body.detail).toBe('Blog post not found');
  });

  it('follows a short link to its post and counts each visit', async () => {
    const [{ short_code: code, id }] = await t.database.db.query<{ short_code: string; id: string }>(
      `select s.short_code, s.id from short_urls s join scoopers_articles a on a.id = s.article_id where a.slug = 'newhall-historic-district'`,
    );
    const res = await t.http().get(`/api/short-links/${code}`).expect(200);
    expect(res.body.slug).toBe('newhall-historic-district');
    await t.http().get(`/api/short-links/${code}`).expect(200);
    const [{ n }] = await t.database.db.query<{ n: number }>('select count(*)::int as n from short_url_clicks where short_url_id = $1', [id]);
    expect(n).toBe(2);
    const missing = await t.http().get('/api/short-links/zz9').expect(404);
    expect(missing.body.detail).toBe('Short URL not found');
  });
});
