/** One of the six fixed articles (spec 001 §2), seeded as a published post. */
export interface FixedArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  readTime: string;
  categories: string[];
  location: string;
  sourceUrl: string;
  /** Sanitised HTML ending with a References list. */
  content: string;
}

export const SEED_AUTHOR = 'SCV Scoopers Team';

/** The references section every fixed article ends with. */
export function references(items: Array<[title: string, url: string]>): string {
  const list = items.map(([title, url]) => `<li><a href="${url}" target="_blank" rel="noopener noreferrer">${title}</a></li>`).join('');
  return `<h2>References</h2><ul>${list}</ul>`;
}
