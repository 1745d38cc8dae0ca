import type { BusinessIdentity } from '../../../config/config';
import { linkPage } from './link-page';

export type UnsubscribeOutcome = 'confirm' | 'unsubscribed' | 'invalid-link';

/** The small self-contained page an unsubscribe link opens; it needs nothing from the site's bundle. */
export function unsubscribePage(outcome: UnsubscribeOutcome, business: BusinessIdentity, siteUrl: string, actionUrl = ''): string {
  const heading = { confirm: 'Stop quote reminders?', unsubscribed: 'You’re unsubscribed', 'invalid-link': 'This unsubscribe link is invalid' }[outcome];
  const message = {
    confirm: `Press the button and you won’t get quote reminders from ${business.name} any more. Messages about orders and visits you book still reach you.`,
    unsubscribed: `You won’t get quote reminders from ${business.name} any more. Messages about orders and visits you book still reach you.`,
    'invalid-link': `The link may be incomplete: try opening it again from the e-mail, or ask us at ${business.supportEmail} and we’ll take you off the list.`,
  }[outcome];
  return linkPage({ heading, message, button: outcome === 'confirm' ? { label: 'Unsubscribe', actionUrl } : undefined }, business, siteUrl);
}
