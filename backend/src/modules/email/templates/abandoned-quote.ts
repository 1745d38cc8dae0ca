import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface AbandonedQuoteInput {
  business: BusinessIdentity;
  customerName: string;
  /** Takes the visitor back to their quote, filled in. */
  resumeUrl: string;
  unsubscribeUrl: string;
  /** What they were looking at, e.g. ['Weekly service · 1 dog · small yard', '$96.00 a month']. */
  quoteLines: string[];
}

/** The friendly follow-up for a quote left unfinished (spec 000 abandoned-cart e-mail); the one kind a person can unsubscribe from. */
export function abandonedQuote(input: AbandonedQuoteInput): RenderedEmail {
  const { business } = input;
  return renderEmail({
    business,
    subject: `Your ${business.name} quote is saved`,
    heading: 'Your quote is waiting for you',
    greeting: `Hi ${input.customerName},`,
    blocks: [
      { type: 'paragraph', text: `You started a quote with ${business.name} but didn’t get to finish. We saved it for you:` },
      ...(input.quoteLines.length ? [{ type: 'list' as const, items: input.quoteLines }] : []),
      { type: 'paragraph', text: 'It takes about two minutes to finish, and there’s no contract: cancel anytime.' },
      { type: 'button', label: 'Finish my quote', url: input.resumeUrl },
      { type: 'paragraph', text: `Questions first? Just reply, e-mail ${business.supportEmail} or call ${business.supportPhone}.` },
      {
        type: 'fine-print',
        text: `You’re getting this because you started a quote on our website.`,
        link: { label: 'Unsubscribe from quote reminders', url: input.unsubscribeUrl },
      },
    ],
  });
}
