import { checkVideo, estimateReadTime } from './video-rules';

describe('video rules', () => {
  it('infers the type from the URL and accepts matching pairs', () => {
    expect(checkVideo('https://www.youtube.com/watch?v=abc', null)).toEqual({ type: 'youtube', errors: {} });
    expect(checkVideo('https://youtu.be/abc', 'youtube').errors).toEqual({});
    expect(checkVideo('/uploads/blog-videos/1-a.mp4', null)).toEqual({ type: 'mp4', errors: {} });
    expect(checkVideo(null, null)).toEqual({ type: null, errors: {} });
  });

  it('rejects a URL that does not match its type', () => {
    expect(checkVideo('https://vimeo.com/1', 'youtube').errors.video_url).toMatch(/YouTube/);
    expect(checkVideo('https://www.youtube.com/watch?v=abc', 'mp4').errors.video_url).toMatch(/mp4/);
    expect(checkVideo(null, 'mp4').errors.video_url).toMatch(/required/);
  });

  it('estimates the read time at 200 words a minute', () => {
    expect(estimateReadTime('<p>word</p>')).toBe('1 min read');
    expect(estimateReadTime(`<p>${'word '.repeat(1000)}</p>`)).toBe('5 min read');
  });
});
