import { buildFaq, type FaqEntry, type FaqTopic } from '../../../../backend/src/modules/chat/knowledge/faq';
import type { BusinessIdentity } from '../../../../backend/src/config/business';
import { BASE_PRICES, formatPrice, NUMBER_OF_DOGS, type ServiceFrequency, type YardSize } from '../../quote/pricing';

/**
 * The FAQ page reuses the chat guide's answers (built from config, policies and the price table, so both say the same),
 * grouped for reading; the two answers written in the guide's own voice are phrased for a page here.
 */
export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

const GROUPS: readonly { title: string; topics: readonly FaqTopic[] }[] = [
  { title: 'Pricing and plans', topics: ['pricing', 'setup-fee', 'prepay', 'discount-code', 'add-ons', 'bin-only', 'payment'] },
  { title: 'Your service', topics: ['services', 'service-area', 'booking', 'first-visit', 'service-day', 'be-home', 'aggressive-dogs', 'photos', 'hours'] },
  { title: 'Changes, cancellations and our guarantee', topics: ['contracts', 'cancel', 'changes', 'guarantee'] },
  { title: 'About us', topics: ['about', 'eco', 'safety', 'contact'] },
];

const prices = (frequency: ServiceFrequency, yard: YardSize): string =>
  NUMBER_OF_DOGS.map((dogs) => formatPrice(BASE_PRICES[frequency][dogs][yard])).join(', ');

/** Spec 000 §9: the FAQ quotes monthly $45/$55/$65, weekly $24/$29/$34 and twice-weekly $40/$50/$60 (small yards). */
export function pricingAnswer(): string {
  return [
    `Prices depend on your dogs, your yard and how often we come. For a small yard with 1, 2 or 3+ dogs: a monthly visit is ${prices('monthly', 'small')} a month;`,
    `weekly service is ${prices('weekly', 'small')} a week; twice-weekly service is ${prices('twice-weekly', 'small')} a week.`,
    `A one-time Yard Rescue starts at ${formatPrice(BASE_PRICES['one-time-cleanup']['1'].small)}.`,
    'Medium and large yards cost a little more; the quote form shows your exact price before you pay.',
  ].join(' ');
}

const PAGE_ANSWERS: Partial<Record<FaqTopic, () => string>> = {
  pricing: pricingAnswer,
  booking: () =>
    'Use the quote form on our home page: choose your plan and extras, see your exact price, and pay securely by card. It takes a couple of minutes.',
};

export function faqGroups(business: BusinessIdentity): FaqGroup[] {
  const byTopic = new Map(buildFaq(business).map((entry) => [entry.topic, entry]));
  return GROUPS.map(({ title, topics }) => ({
    title,
    entries: topics.flatMap((topic) => {
      const entry = byTopic.get(topic);
      if (!entry) return [];
      const answer = PAGE_ANSWERS[topic];
      return [answer ? { ...entry, answer: answer() } : entry];
    }),
  }));
}
