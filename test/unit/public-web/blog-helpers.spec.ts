import { formatPostDate, hostOf, objectPosition, postDay } from '../../../public-web/src/blog/format';
import { youtubeEmbedUrl, youtubeId } from '../../../public-web/src/blog/youtube';

describe('blog helpers (public-web)', () => {
  it('formats a calendar day without a time zone shifting it', () => {
    expect(formatPostDate('2024-01-15')).toBe('January 15, 2024');
    expect(formatPostDate('2023-12-31T23:30:00.000Z')).toBe('December 31, 2023');
    expect(formatPostDate(null)).toBeNull();
    expect(formatPostDate('soon')).toBeNull();
  });

  it('spells each month as en-US Intl spells it', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatPostDate(iso)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
      }
    }
    expect(formatPostDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('a post without a published date counts from the day it was created', () => {
    expect(postDay({ publishedDate: null, createdAt: '2025-03-02T10:00:00.000Z' })).toBe('2025-03-02');
    expect(postDay({ publishedDate: '2024-01-10', createdAt: '2025-03-02T10:00:00.000Z' })).toBe('2024-01-10');
  });

  it('finds the video id in the usual YouTube links and embeds without cookies', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeId(url)).toBe('dQw4w9WgXcQ');
    }
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  });

  it('image positions and source labels', () => {
    expect(objectPosition('top')).toBe('center top');
    expect(objectPosition('center')).toBe('center');
    expect(objectPosition('left; background: red')).toBe('center');
    expect(hostOf('https://www.akc.org/expert-advice/')).toBe('akc.org');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
