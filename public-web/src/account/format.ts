import { dateFormat } from '../ui/dates';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const SHORT_DAY = dateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = dateFormat({ year: 'numeric', month: 'long', day: 'numeric' });

/** 2026-01-20 → Tue, Jan 20 (a calendar date, read in no time zone). */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return SHORT_DAY(new Date(Date.UTC(y, m - 1, d)));
}

export const longInstant = (iso: string) => LONG_DAY(new Date(iso));

export function clock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

export const FREQUENCY: Record<string, string> = {
  weekly: 'Weekly',
  'twice-weekly': 'Twice weekly',
  monthly: 'Monthly',
  'bin-only': 'Bin service only',
  'one-time-cleanup': 'One-time cleanup',
};

export const KIND: Record<string, string> = { scoop: 'Yard cleanup', 'bin-out': 'Bins out', 'bin-in': 'Bins in' };

export const days = (list: string[]) => (list.length ? list.map(capital).join(', ') : 'Any day');
export const dayName = (day: string | null) => (day ? capital(day) : 'Not set');

export const dogs = (n: string) => (n === '1' ? '1 dog' : n ? `${n} dogs` : '—');

export function visitStatus(visit: { status: string; note: string | null }): string {
  if (visit.status === 'cancelled') return visit.note ?? 'Cancelled';
  return capital(visit.status === 'assigned' ? 'scheduled' : visit.status);
}

/** A receipt's service period ("February 15, 2026 – March 15, 2026"), or null when it has none. */
export const receiptPeriod = (r: { periodStart: string | null; periodEnd: string | null }) =>
  r.periodStart && r.periodEnd ? `${longInstant(r.periodStart)} – ${longInstant(r.periodEnd)}` : null;

/** The field app's skip reasons, as the customer reads them. */
export const SKIP_REASON: Record<string, string> = {
  'locked-gate': 'The gate was locked',
  'dog-out': 'A dog was out in the yard',
  weather: 'Bad weather',
  'customer-asked': 'You asked us to skip it',
  other: 'The technician could not do this visit',
};

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** 'visa', '4242' → 'Visa ending 4242'. */
export const cardLabel = (card: { brand?: string | null; lastFour: string }) =>
  `${(card.brand && BRANDS[card.brand]) || (card.brand && card.brand !== 'card' ? capital(card.brand) : 'Card')} ending ${card.lastFour}`;
