import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface DataDeletionReceivedInput {
  business: BusinessIdentity;
  fullName: string;
  email: string;
}

/** The spec's success sentence for the deletion form (spec 001 §8), repeated in the acknowledgement. */
export const DATA_DELETION_PROMISE = "We'll process your request within 30 days and send confirmation to your email.";

/** Acknowledges a data-deletion request (spec 001 §2 Data deletion page): what goes, when, and what the law keeps. */
export function dataDeletionReceived(input: DataDeletionReceivedInput): RenderedEmail {
  const { business } = input;
  return renderEmail({
    business,
    subject: `We received your data deletion request`,
    heading: 'Data deletion request received',
    greeting: `Hi ${input.fullName},`,
    blocks: [
      { type: 'paragraph', text: `We received your request to delete the personal data ${business.name} holds about ${input.email}.` },
      { type: 'paragraph', text: DATA_DELETION_PROMISE },
      {
        type: 'list',
        title: 'What gets deleted',
        items: [
          'Your name, e-mail address, phone number and service address',
          'Your quotes, service preferences and notes about your yard and dogs',
          'Your conversations with our chat assistant',
          'Your account, if you created one',
        ],
      },
      {
        type: 'list',
        title: 'What we must keep',
        items: [
          'Payment and tax records, which the law requires us to keep for a set period. We keep only what is required and delete it when that period ends.',
        ],
      },
      {
        type: 'paragraph',
        text: `Didn’t ask for this? Contact us right away at ${business.supportEmail} or ${business.supportPhone}.`,
      },
    ],
  });
}
