import { sanitizeArticleHtml } from '../domain/sanitize-article-html';
import { FIXED_ARTICLES } from './fixed-articles';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the six fixed articles', () => {
  it('have the spec slugs, read times and categories, dated in the spec order within 2026 (issue 18 §8: not years before the footer)', () => {
    expect(FIXED_ARTICLES.map((a) => [a.slug, a.publishedDate, a.readTime, a.categories[0]])).toEqual([
      ['santa-clarita-pet-waste-removal-benefits', '2026-10-15', '5 min read', 'Pet Health'],
      ['valencia-dog-parks', '2026-10-10', '4 min read', 'Community'],
      ['pet-waste-garden-health', '2026-10-05', '6 min read', 'Landscaping'],
      ['canyon-country-pet-safety', '2026-09-28', '4 min read', 'Safety'],
      ['newhall-historic-district', '2026-09-20', '5 min read', 'Community Pride'],
      ['seasonal-pet-waste-management', '2026-09-15', '7 min read', 'Seasonal Care'],
    ]);
  });

  it.each(FIXED_ARTICLES.map((a) => [a.slug, a]))('%s is real content with references that survives sanitising', (_slug, article) => {
    expect(words(article.content)).toBeGreaterThanOrEqual(350);
    expect(article.content).toContain('<h2>References</h2>');
    expect(article.content.match(/<li><a href="https:/g)?.length).toBeGreaterThanOrEqual(2);
    expect(article.location).toBeTruthy();
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(sanitizeArticleHtml(article.content)).toBe(article.content);
  });
});
