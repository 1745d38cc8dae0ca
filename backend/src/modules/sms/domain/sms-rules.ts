import { addDays } from '../../../platform/time/calendar-date';

/** The texting rules (issue 16): US numbers in E.164, the carrier keywords, quiet hours. Pure. */

/** A US phone number as +1XXXXXXXXXX, or null when it is not one. */
export function e164(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string' || phone.length > 40) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START = new Set(['START', 'YES', 'UNSTOP', 'OPTIN']);
const HELP = new Set(['HELP', 'INFO']);

/** What an inbound text asks: the first word, as carriers read it. */
export function keywordOf(body: string): 'stop' | 'start' | 'help' | null {
  const word = body.slice(0, 200).trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  if (HELP.has(word)) return 'help';
  return null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a business-local time (HH:MM) falls in the quiet hours ("20:00-07:00" wraps past midnight). */
export function inQuietHours(localTime: string, quietHours: string): boolean {
  const [from, to] = quietHours.split('-');
  const now = minutesOf(localTime);
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export type SmsKind = 'on-the-way' | 'visit-completed' | 'visit-skipped' | 'payment-reminder';

/** Where texts send the customer: their account (past visits with photos; the plan card opens the card page). */
export const ACCOUNT_TEXT_PATH = '/account';

export const SMS_TEXTS = {
  onTheWay: 'SCV Scoopers: your scooper is on the way, arriving in about 30 minutes. Reply STOP to opt out.',
  completed: 'SCV Scoopers: your yard is done! Photos and report: {url} Reply STOP to opt out.',
  skipped: 'SCV Scoopers: we could not service your yard today ({reason}). We will be in touch to set a return visit. Reply STOP to opt out.',
  help: 'SCV Scoopers: visit updates by text. Reply STOP to opt out, START to opt back in. Questions? Call or e-mail us.',
  /** The dunning sequence's text (issue 17), beside its e-mail: {amount} owed, {url} the account's card page. */
  paymentReminder: 'SCV Scoopers: your payment{amount} did not go through. Please update your card to keep your service: {url} Reply STOP to opt out.',
  stopped: 'SCV Scoopers: you will get no more texts from us. Reply START to opt back in.',
  started: 'SCV Scoopers: texts are back on. Reply STOP to opt out.',
} as const;

export const SKIP_REASON_WORDS: Record<string, string> = {
  'locked-gate': 'the gate was locked',
  'dog-out': 'a dog was out in the yard',
  weather: 'the weather',
  'customer-asked': 'you asked us to skip',
  other: 'see the note in your e-mail',
};

/**
 * When a text held by quiet hours may go: the business-local date and time the quiet hours end, given the local
 * wall clock now ('YYYY-MM-DD HH:MM'). Null when `now` is not in quiet hours. "20:00-07:00" at 21:30 on the 3rd ends
 * at 07:00 on the 4th; at 05:00 on the 4th it ends at 07:00 the same day.
 */
export function quietHoursEnd(localNow: string, quietHours: string): { date: string; time: string } | null {
  const date = localNow.slice(0, 10);
  const time = localNow.slice(11, 16);
  if (!inQuietHours(time, quietHours)) return null;
  const [from, to] = quietHours.split('-');
  // A window that wraps past midnight and began this evening ends tomorrow morning.
  const endsTomorrow = minutesOf(from) > minutesOf(to) && minutesOf(time) >= minutesOf(from);
  return { date: endsTomorrow ? addDays(date, 1) : date, time: to };
}

/** Whether a text of this kind may go now: quiet hours hold every text but the on-the-way one during a visit. */
export function mayTextNow(kind: SmsKind, localTime: string, quietHours: string): boolean {
  return kind === 'on-the-way' || !inQuietHours(localTime, quietHours);
}
