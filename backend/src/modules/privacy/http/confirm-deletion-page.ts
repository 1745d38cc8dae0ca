import type { BusinessIdentity } from '../../../config/config';
import { linkPage } from '../../email';
import { ConfirmDeletionOutcome as PressOutcome } from '../commands/confirm-data-deletion.command';
import { DATA_DELETION_DUE_DAYS } from '../domain/data-deletion-policy';

export type ConfirmDeletionOutcome = 'confirm' | PressOutcome;

/** The small self-contained page a confirmation link opens (like the unsubscribe page): it needs nothing from the site's bundle. */
export function confirmDeletionPage(outcome: ConfirmDeletionOutcome, business: BusinessIdentity, siteUrl: string, actionUrl = ''): string {
  const heading = {
    confirm: 'Confirm your data deletion request',
    confirmed: 'Request confirmed',
    used: 'This link has already been used',
    expired: 'This link has expired',
    'invalid-link': 'This confirmation link is invalid',
  }[outcome];
  const message = {
    confirm: `Press the button to confirm that you want ${business.name} to delete the personal data we hold about you. We'll process your request within ${DATA_DELETION_DUE_DAYS} days and send confirmation to your email.`,
    confirmed: `Thank you. We'll process your request within ${DATA_DELETION_DUE_DAYS} days and send confirmation to your email.`,
    used: `Your request was confirmed with this link already; there is nothing more to do.`,
    expired: `Confirmation links work for a week. Please send your request again from our data deletion page, or write to us at ${business.supportEmail}.`,
    'invalid-link': `The link may be incomplete: try opening it again from the e-mail, or write to us at ${business.supportEmail}.`,
  }[outcome];
  return linkPage({ heading, message, button: outcome === 'confirm' ? { label: 'Confirm deletion request', actionUrl } : undefined }, business, siteUrl);
}
