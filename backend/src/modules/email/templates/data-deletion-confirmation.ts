import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface DataDeletionConfirmationInput {
  business: BusinessIdentity;
  fullName: string;
  email: string;
  confirmUrl: string;
  /** How long the link works. */
  linkDays: number;
}

/**
 * Sent when anyone files a deletion request for an address: only the mailbox owner can confirm it, so nobody
 * can have someone else erased. The same words whether or not we know the address.
 */
export function dataDeletionConfirmation(input: DataDeletionConfirmationInput): RenderedEmail {
  const { business } = input;
  return renderEmail({
    business,
    subject: 'Please confirm your data deletion request',
    heading: 'Confirm your data deletion request',
    greeting: `Hi ${input.fullName},`,
    blocks: [
      {
        type: 'paragraph',
        text: `Someone asked ${business.name} to delete the personal data we hold about ${input.email}. If that was you, please confirm it.`,
      },
      { type: 'button', label: 'Confirm deletion request', url: input.confirmUrl },
      {
        type: 'paragraph',
        text: `Once you confirm, we'll process your request within 30 days and send confirmation to your email. The link works for ${input.linkDays} days.`,
      },
      {
        type: 'fine-print',
        text: `Didn’t ask for this? Ignore this e-mail and nothing will be deleted. Questions: ${business.supportEmail} or ${business.supportPhone}.`,
      },
    ],
  });
}
