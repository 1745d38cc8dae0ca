import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface PaymentReminderInput {
  business: BusinessIdentity;
  customerName: string;
  /** Cents still owed (null when the provider did not say). */
  amountDue: number | null;
  /** The dunning sequence's day (0, 3 or 7). */
  day: number;
  /** Days after which visits are suspended (the Terms' rule). */
  suspendAfterDays: number;
  /** Where the customer updates their card. */
  updateCardUrl: string;
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The dunning reminder (issue 17): the renewal charge failed; update the card before visits are suspended. */
export function paymentReminder(input: PaymentReminderInput): RenderedEmail {
  const { business } = input;
  const left = Math.max(input.suspendAfterDays - input.day, 0);
  return renderEmail({
    business,
    subject: input.day === 0 ? `${business.name}: your payment didn’t go through` : `${business.name}: reminder, please update your card`,
    heading: input.day === 0 ? 'Your payment didn’t go through' : 'Your payment is still due',
    greeting: `Hi ${input.customerName},`,
    blocks: [
      {
        type: 'paragraph',
        text: `We couldn’t charge your card for your ${business.name} service${input.amountDue ? ` (${dollars(input.amountDue)})` : ''}. It happens: cards expire and banks say no.`,
      },
      { type: 'paragraph', text: 'Please update your card so your visits keep coming. We’ll retry the charge as soon as it’s updated.' },
      { type: 'button', label: 'Update my card', url: input.updateCardUrl },
      {
        type: 'paragraph',
        text: `If the payment is still due ${input.suspendAfterDays} days after it failed${left ? ` (${left} days from now)` : ''}, upcoming visits are paused until it’s paid, as our Terms say.`,
      },
      { type: 'paragraph', text: `Questions? Reply, e-mail ${business.supportEmail} or call ${business.supportPhone}.` },
    ],
  });
}
