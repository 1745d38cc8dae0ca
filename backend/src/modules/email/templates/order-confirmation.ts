import type { BusinessIdentity } from '../../../config/config';
import { formatCents } from '../../pricing';
import { EmailBlock, renderEmail, RenderedEmail } from './layout';

export interface OrderConfirmationInput {
  business: BusinessIdentity;
  customerName: string;
  orderId: string;
  /** The short number the customer quotes (SCV-10427); the uuid is shown only for an order without one. */
  orderNumber?: string | null;
  /** One line per part of the service, e.g. 'Weekly service · 2 dogs · medium yard', then add-on names. */
  serviceSummary: string[];
  /** Given free with the order, e.g. 'Bin deodorizing with your first month'. */
  includedFree?: string[];
  /** What the customer paid today; null when the amount is not known yet. */
  amountPaidCents: number | null;
  isSubscription: boolean;
  /** Where the customer completes address, days and dogs: /customer-info with a signed, expiring link token (never the checkout session id). */
  customerInfoUrl: string;
}

/** Sent when an order is paid: the order, and the spec's "what happens next" (spec 001 §2). */
export function orderConfirmation(input: OrderConfirmationInput): RenderedEmail {
  const { business } = input;
  const facts: Array<[string, string]> = [
    ['Order number', input.orderNumber || input.orderId],
    ['Service', input.serviceSummary.length ? input.serviceSummary.join('\n') : input.isSubscription ? 'Subscription' : 'One-time cleanup'],
  ];
  if (input.includedFree?.length) facts.push(['Included free', input.includedFree.join('\n')]);
  if (input.amountPaidCents !== null) facts.push(['Paid today', formatCents(input.amountPaidCents)]);
  const blocks: EmailBlock[] = [
    {
      type: 'paragraph',
      text: input.isSubscription
        ? `Thank you for subscribing to ${business.name}! Your payment went through and your service is confirmed.`
        : `Thank you for choosing ${business.name}! Your payment went through and your cleanup is confirmed.`,
    },
    { type: 'facts', rows: facts },
    {
      type: 'paragraph',
      text: 'One more step: tell us your address, the days that suit you and your dogs’ names, so we can plan your first visit.',
    },
    { type: 'button', label: 'Complete your service details', url: input.customerInfoUrl },
    {
      type: 'steps',
      title: 'What happens next',
      items: [
        'We’ll contact you within 24 hours to schedule your first visit.',
        'We’ll send you a text 30 minutes before we arrive.',
        'Please keep your dogs inside while we work, and make sure any aggressive dogs are secured.',
        'After each visit you’ll get before-and-after photos and an update.',
        `Questions? E-mail us at ${business.supportEmail} or call ${business.supportPhone}.`,
      ],
    },
  ];
  return renderEmail({
    business,
    subject: `${
      input.isSubscription ? `Welcome to ${business.name}: your subscription is confirmed` : `Payment received: your ${business.name} cleanup is confirmed`
    }${input.orderNumber ? ` (order ${input.orderNumber})` : ''}`,
    heading: input.isSubscription ? 'Welcome aboard!' : 'Payment successful!',
    greeting: `Hi ${input.customerName},`,
    blocks,
  });
}
