import type { BusinessIdentity } from '../../../config/business';
import { COMMITMENT_DISCOUNT_PERCENT, formatCents, SERVED_TOWNS, SERVED_ZIP_CODES, ADD_ON_PRICES, SETUP_FEE } from '../../pricing';
import { listInWords, POLICY, PROMISE, SERVING_SINCE, timeZoneLabel } from './business-facts';
import { addOnPriceText, binOnlyMonthly, prepayText, setupFeeText, startingPrices } from './price-facts';

export const FAQ_TOPICS = [
  'pricing',
  'service-area',
  'add-ons',
  'bin-only',
  'setup-fee',
  'prepay',
  'discount-code',
  'contracts',
  'cancel',
  'changes',
  'guarantee',
  'aggressive-dogs',
  'be-home',
  'hours',
  'first-visit',
  'service-day',
  'photos',
  'payment',
  'booking',
  'contact',
  'services',
  'about',
  'eco',
  'safety',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqEntry {
  topic: FaqTopic;
  question: string;
  answer: string;
}

/** Visitors' questions and our answers, built from config, policies and pricing, so the guide and the FAQ page say the same. */
export function buildFaq(business: BusinessIdentity): FaqEntry[] {
  const { name, supportEmail, supportPhone, serviceArea, hours } = business;
  const zone = timeZoneLabel(business.timeZone);
  const bins = binOnlyMonthly();
  const entry = (topic: FaqTopic, question: string, answer: string): FaqEntry => ({ topic, question, answer });
  return [
    entry(
      'pricing',
      'How much does it cost?',
      `It depends on how many dogs you have, your yard size and how often we come: ${startingPrices()}. New subscriptions have ${setupFeeText()}. Tell me your dogs, yard size and how often, and I'll give you the exact price.`,
    ),
    entry(
      'service-area',
      'Where do you offer service?',
      `We serve the ${serviceArea}: ${listInWords(SERVED_TOWNS)}, in ZIP codes ${listInWords(SERVED_ZIP_CODES)}.`,
    ),
    entry(
      'add-ons',
      'What add-ons can I choose?',
      [
        `Yard Deodorizing is ${addOnPriceText('deodorizing')}, and free on medium and large yards.`,
        `Off-Site Waste Removal is ${addOnPriceText('offSiteDisposal')}.`,
        `Key/Lock Service is ${addOnPriceText('keyLockService')}, and Trash Bin Service is ${addOnPriceText('trashBinService')}.`,
        `Bin Take Out and Bin Bring In are ${formatCents(ADD_ON_PRICES.binTripAsAddOn)} a trip each.`,
        'New subscriptions also get free bin deodorizing for the first month.',
      ].join(' '),
    ),
    entry(
      'bin-only',
      "I don't have a dog. Can you just roll my trash bins out?",
      `Yes, no dog needed. Bin roll-out on its own is ${formatCents(ADD_ON_PRICES.binTripBinOnly)} a trip, every trash day: taking the bins out is ${formatCents(bins.takeOut)} a month, and out and back in is ${formatCents(bins.both)} a month, with no setup fee.`,
    ),
    entry('setup-fee', 'Is there a setup fee?', `New subscriptions have ${setupFeeText()}. One-time cleanups and bin-only service have no setup fee.`),
    entry('prepay', 'Is there a discount for paying ahead?', `Yes: ${prepayText()}. It's optional; the regular plans have no contract.`),
    entry(
      'discount-code',
      'How do I use a discount code?',
      'Enter it on the quote form and it is checked right away. A code takes its percentage off your service and add-ons; it does not apply to the setup fee.',
    ),
    entry(
      'contracts',
      'Do I have to sign a contract?',
      `No contracts. You can cancel anytime with ${POLICY.cancellationNoticeDays} days' notice. If you like, you can prepay 3 months to save ${COMMITMENT_DISCOUNT_PERCENT}%.`,
    ),
    entry(
      'cancel',
      'How do I cancel?',
      `There are no contracts, so you can cancel anytime: just give us ${POLICY.cancellationNoticeDays} days' notice before your next service. A one-time cleanup can be cancelled up to ${POLICY.oneTimeCancellationNoticeHours} hours before the visit. Email ${supportEmail} or call ${supportPhone}.`,
    ),
    entry(
      'changes',
      'Can I change my plan, skip a visit or move my service day?',
      `Yes. Give us ${POLICY.changeNoticeHours} hours' notice for any change, such as a new service day, a skipped visit while you're away, or a different plan. Email ${supportEmail} or call ${supportPhone}.`,
    ),
    entry(
      'guarantee',
      'What if I am not happy with a visit?',
      `Every visit comes with our 100% satisfaction guarantee. If we missed something, let us know and we'll come back within ${POLICY.satisfactionReturnHours} hours to make it right, at no charge.`,
    ),
    entry(
      'aggressive-dogs',
      'What about my dogs while you are in the yard?',
      `For everyone's safety, aggressive dogs must be secured indoors during service. We ask that all dogs stay inside while we work; we text you ${POLICY.arrivalTextMinutes} minutes before we arrive so you have time to bring them in.`,
    ),
    entry(
      'be-home',
      'Do I need to be home?',
      `No. We just need to get into the yard. If your gate is locked, our Key/Lock Service (${addOnPriceText('keyLockService')}) takes care of it, or leave your gate code in the special instructions on the quote form.`,
    ),
    entry(
      'hours',
      'What are your business hours?',
      `Our hours are ${hours} (${zone}). Outside those hours, email ${supportEmail} and we'll get back to you during business hours.`,
    ),
    entry(
      'first-visit',
      'What happens after I sign up?',
      `Once you've booked and paid online, we contact you within ${POLICY.firstVisitContactHours} hours to schedule your first visit. We text you ${POLICY.arrivalTextMinutes} minutes before we arrive, so please keep your dogs inside, and after each visit you get time-stamped before-and-after photos. Subscriptions start with the ${formatCents(SETUP_FEE)} setup fee, and new sign-ups get free bin deodorizing for the first month.`,
    ),
    entry(
      'service-day',
      'Which day will you come?',
      `You get a consistent service day, agreed when we schedule your first visit, with automated alerts before we arrive. Need a different day later? Give us ${POLICY.changeNoticeHours} hours' notice.`,
    ),
    entry(
      'photos',
      'How do I know you came?',
      `Proof is part of our promise: time-stamped photos, detailed reports and a notification after each visit, plus a text ${POLICY.arrivalTextMinutes} minutes before we arrive.`,
    ),
    entry(
      'payment',
      'How do I pay?',
      `You pay by card through a secure checkout when you book. Subscriptions are billed monthly (or every 3 months with prepay), and a one-time cleanup is paid once. Payments more than ${POLICY.suspensionOverdueDays} days overdue pause the service.`,
    ),
    entry(
      'booking',
      'How do I book?',
      'Booking takes a couple of minutes: choose your plan on the quote form, see your exact price, and pay securely by card. I can take you there now.',
    ),
    entry('contact', 'How can I reach you?', `Email ${supportEmail} or call ${supportPhone}. We're available ${hours} (${zone}).`),
    entry(
      'services',
      'What do you do?',
      `${name} picks up dog poop from yards in the ${serviceArea}, on a monthly, weekly or twice-weekly plan or as a one-time Yard Rescue, and rolls trash bins out to the curb and back, with or without dog service.`,
    ),
    entry(
      'about',
      'Who are you?',
      `${name} is a local pet-waste removal and trash-bin roll-out service, serving the ${serviceArea} since ${SERVING_SINCE}. Our promise: ${listInWords(PROMISE.map((p) => `${p.title.toLowerCase()} (${p.points.join(', ')})`))}.`,
    ),
    entry(
      'eco',
      'Are you eco-friendly?',
      `Yes, we're eco-friendly. Waste is bagged and goes in your own trash bin, or we haul it away with Off-Site Waste Removal (${formatCents(ADD_ON_PRICES.offSiteDisposal)} a month). Our yard deodorizer is pet-safe.`,
    ),
    entry(
      'safety',
      'Is it safe and hygienic?',
      'Yes. Our tools are disinfected between yards and we follow health protocols, so nothing travels from one yard to the next. Our deodorizer is pet-safe.',
    ),
  ];
}

export function faqAnswer(faq: readonly FaqEntry[], topic: FaqTopic): string {
  const found = faq.find((e) => e.topic === topic);
  if (!found) throw new Error(`No FAQ entry for ${topic}`);
  return found.answer;
}
