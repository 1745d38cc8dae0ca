import { DEFAULT_BUSINESS } from '../../../config/business';
import type { ArticleDetail } from '../../content';
import { notFoundMeta, postMeta, seoRoute, sitemapEntries, staticPageMeta } from './seo-pages';
import { STATIC_PAGES } from './static-pages';

const URL = 'https://scv.example';
const article: ArticleDetail = {
  id: '1',
  title: 'Dog Parks',
  slug: 'dog-parks',
  excerpt: 'Where to go',
  author: 'Sam',
  publishedDate: '2026-01-10',
  createdAt: '2026-01-09T10:00:00.000Z',
  readTime: '3 min read',
  categories: [],
  location: null,
  featuredImage: null,
  featuredImagePosition: 'center',
  videoUrl: null,
  videoType: null,
  videoThumbnail: '/uploads/blog-images/t.jpg',
  content: '<p>x</p>',
  sourceUrl: null,
  photoCredit: null,
  photoSource: null,
  photoSourceUrl: null,
  updatedAt: '2026-01-11T10:00:00.000Z',
};

describe('seo routes', () => {
  it('knows the static pages, with or without a trailing slash', () => {
    expect(seoRoute('/')).toEqual({ kind: 'static', page: STATIC_PAGES[0] });
    expect(seoRoute('/faq/')).toMatchObject({ kind: 'static', page: { path: '/faq' } });
  });

  it('reads a blog post slug (URL-decoded) and a short code', () => {
    expect(seoRoute('/blog/dog-parks')).toEqual({ kind: 'post', slug: 'dog-parks' });
    expect(seoRoute('/blog/caf%C3%A9/')).toEqual({ kind: 'post', slug: 'café' });
    expect(seoRoute('/k7')).toEqual({ kind: 'short-link', code: 'k7' });
  });

  it('says nothing for other paths, longer segments and bad encodings', () => {
    expect(seoRoute('/checkout')).toBeNull();
    expect(seoRoute('/K7')).toBeNull();
    expect(seoRoute('/blog/a/b')).toBeNull();
    expect(seoRoute('/blog/%E0%A4%A')).toBeNull();
    expect(seoRoute('/%E0%A4%A')).toBeNull();
  });
});

describe('page meta', () => {
  it('gives static pages their title, description and, for landing pages, the LocalBusiness JSON-LD', () => {
    const home = staticPageMeta(STATIC_PAGES[0], DEFAULT_BUSINESS, URL);
    expect(home).toMatchObject({ canonicalPath: '/', ogType: 'website', status: 200 });
    expect(home.jsonLd).toHaveLength(1);
    expect(
      staticPageMeta(
        STATIC_PAGES.find((p) => p.path === '/faq')!,
        DEFAULT_BUSINESS,
        URL,
      ).jsonLd,
    ).toEqual([]);
  });

  it('makes a post canonical at /blog/<slug>, with its image or video thumbnail and dates', () => {
    expect(postMeta(article, DEFAULT_BUSINESS, URL)).toMatchObject({
      title: 'Dog Parks | SCV Scoopers',
      description: 'Where to go',
      canonicalPath: '/blog/dog-parks',
      ogType: 'article',
      image: '/uploads/blog-images/t.jpg',
      publishedTime: '2026-01-10',
      modifiedTime: '2026-01-11T10:00:00.000Z',
      status: 200,
    });
  });

  it('answers a missing post with a 404 page that must not be indexed', () => {
    expect(notFoundMeta(DEFAULT_BUSINESS)).toMatchObject({ title: 'Page not found | SCV Scoopers', canonicalPath: null, status: 404, noIndex: true });
  });
});

describe('sitemap entries', () => {
  it('lists the sitemap pages, then each post dated by the later of its published date and creation day', () => {
    const entries = sitemapEntries([
      { slug: 'new', publishedDate: '2026-02-01', createdAt: '2026-01-01T00:00:00.000Z' },
      { slug: 'backdated', publishedDate: '2020-05-05', createdAt: '2026-01-03T08:00:00.000Z' },
      { slug: 'undated', publishedDate: null, createdAt: '2026-01-04T08:00:00.000Z' },
    ]);
    expect(entries.slice(0, STATIC_PAGES.filter((p) => p.inSitemap).length).every((e) => !('lastmod' in e))).toBe(true);
    expect(entries.slice(-3)).toEqual([
      { path: '/blog/new', lastmod: '2026-02-01' },
      { path: '/blog/backdated', lastmod: '2026-01-03' },
      { path: '/blog/undated', lastmod: '2026-01-04' },
    ]);
  });
});
