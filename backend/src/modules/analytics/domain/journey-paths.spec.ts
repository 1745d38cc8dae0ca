import { commonPaths, journeyPath, SessionPages } from './journey-paths';

const session = (pages: string[], minutes: number): SessionPages => ({ pages, startedAt: new Date(0), endedAt: new Date(minutes * 60_000) });

describe('customer journey paths', () => {
  it('joins page views with arrows and counts a reload once', () => {
    expect(journeyPath(['/', '/', '/blog', '/blog/valencia-dog-parks'])).toBe('/ → /blog → /blog/valencia-dog-parks');
    expect(journeyPath(['/', '/faq', '/'])).toBe('/ → /faq → /');
  });

  it('has no path without page views, and cuts long visits after 8 pages', () => {
    expect(journeyPath([])).toBeNull();
    const pages = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    expect(journeyPath(pages)).toBe(`${pages.slice(0, 8).join(' → ')} → …`);
  });

  it('ranks paths by sessions, then by the longer average visit, and averages minutes to one decimal', () => {
    const paths = commonPaths([
      session(['/', '/#quote'], 2),
      session(['/', '/#quote'], 3),
      session(['/', '/', '/#quote'], 4.15),
      session(['/blog'], 1),
      session(['/faq'], 6),
      session([], 30),
    ]);
    expect(paths).toEqual([
      { path: '/ → /#quote', sessions: 3, avgMinutes: 3.1 },
      { path: '/faq', sessions: 1, avgMinutes: 6 },
      { path: '/blog', sessions: 1, avgMinutes: 1 },
    ]);
  });

  it('keeps the top N', () => {
    const many = Array.from({ length: 15 }, (_, i) => session([`/p${i}`], i));
    expect(commonPaths(many, 10)).toHaveLength(10);
  });
});
