import type { BusinessIdentity } from '../../../config/business';

export interface StaticPage {
  path: string;
  /** Null: the home page's own title. */
  title: (business: BusinessIdentity) => string;
  description: (business: BusinessIdentity) => string;
  /** LocalBusiness JSON-LD goes on the home and landing pages. */
  localBusiness: boolean;
  /** Listed in the sitemap. */
  inSitemap: boolean;
}

// Titles follow the site's own pattern (usePageTitle): "<page> | <business>", the home page "<business> | …".
const titled = (page: string) => (b: BusinessIdentity) => `${page} | ${b.name}`;

export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: '/',
    title: (b) => `${b.name} | Pet Waste Removal in the ${b.serviceArea}`,
    description: (b) =>
      `${b.name}: dog poop pickup and trash-bin roll-out for homes in the ${b.serviceArea}. Instant free quote, no contracts, cancel anytime, 100% satisfaction guarantee.`,
    localBusiness: true,
    inSitemap: true,
  },
  {
    path: '/santa-clarita',
    title: titled('Pet Waste Removal in Santa Clarita'),
    description: (b) => `Weekly dog poop pickup and trash-bin roll-out in Santa Clarita, Saugus and Canyon Country from ${b.name}. Get your free quote today.`,
    localBusiness: true,
    inSitemap: true,
  },
  {
    path: '/valencia',
    title: titled('Pet Waste Removal in Valencia'),
    description: (b) => `Reliable dog poop scooping for Valencia homes from ${b.name}: consistent service days, time-stamped photos, no contracts.`,
    localBusiness: true,
    inSitemap: true,
  },
  {
    path: '/blog',
    title: titled('Blog'),
    description: (b) => `Pet health, yard care and dog-friendly places around the ${b.serviceArea}, from the ${b.name} team.`,
    localBusiness: false,
    inSitemap: true,
  },
  {
    path: '/faq',
    title: titled('Frequently Asked Questions'),
    description: (b) => `Answers about ${b.name}'s pet waste removal: pricing, service days, gates and dogs, cancellations and our satisfaction guarantee.`,
    localBusiness: false,
    inSitemap: true,
  },
  {
    path: '/privacy',
    title: titled('Privacy Policy'),
    description: (b) => `How ${b.name} collects, uses and protects your personal information. Last updated May 22, 2025.`,
    localBusiness: false,
    inSitemap: true,
  },
  {
    path: '/terms',
    title: titled('Terms of Service'),
    description: (b) => `The terms for ${b.name}'s pet waste removal and trash-bin services. Last updated May 10, 2025.`,
    localBusiness: false,
    inSitemap: true,
  },
  {
    path: '/data-deletion',
    title: titled('Data Deletion Request'),
    description: (b) => `Ask ${b.name} to delete your personal data. We process requests within about 30 days.`,
    localBusiness: false,
    inSitemap: true,
  },
];

/** Paths crawlers should leave alone: staff, the API, checkout and the pages after payment. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/checkout',
  '/auth',
  '/account',
  '/subscription-success',
  '/payment-success',
  '/customer-info',
  '/customer-confirmation',
  '/customer-next-steps',
  '/customer-onboarding',
  '/functionality-test',
  '/trello-test',
] as const;
