import type { BusinessIdentity } from '../../../config/business';
import type { ArticleDetail } from '../../content';
import { SERVED_TOWNS } from '../../pricing';
import { absoluteUrl } from './render-head';

/** The spec's business hours (Monday to Friday, 8AM to 5PM) in schema.org terms. */
export const OPENING_HOURS = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' } as const;

/** LocalBusiness JSON-LD for the home and landing pages. */
export function localBusiness(business: BusinessIdentity, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(publicUrl, '/')}#business`,
    name: business.name,
    url: absoluteUrl(publicUrl, '/'),
    telephone: business.supportPhone,
    email: business.supportEmail,
    description: `Pet waste removal and trash-bin roll-out for homes in the ${business.serviceArea}.`,
    areaServed: [business.serviceArea, ...SERVED_TOWNS].map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...OPENING_HOURS.days], opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes },
    ],
    priceRange: '$$',
  };
}

/** BlogPosting JSON-LD for a post page. */
export function blogPosting(article: ArticleDetail, business: BusinessIdentity, publicUrl: string): object {
  const url = absoluteUrl(publicUrl, `/blog/${article.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: article.publishedDate ?? article.createdAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: business.name, url: absoluteUrl(publicUrl, '/') },
    ...(article.featuredImage ? { image: absoluteUrl(publicUrl, article.featuredImage) } : {}),
    ...(article.categories.length ? { articleSection: article.categories[0], keywords: article.categories.join(', ') } : {}),
    ...(article.location ? { contentLocation: { '@type': 'Place', name: article.location } } : {}),
  };
}
