/** The site's claims and policy figures (spec 000 §1, §9; spec 001 §2), in one place for the FAQ, the guide and the model's prompt. */
export { SERVING_SINCE } from '../../../config/business';

export const POLICY = {
  /** "Satisfaction return within 24 hours": we come back within a day to put a missed visit right. */
  satisfactionReturnHours: 24,
  /** Changes to a plan or a service day. */
  changeNoticeHours: 48,
  /** Terms: cancelling a subscription. */
  cancellationNoticeDays: 7,
  /** Terms: cancelling a one-time cleanup. */
  oneTimeCancellationNoticeHours: 48,
  /** Terms: service is suspended when a payment is this many days overdue. */
  suspensionOverdueDays: 15,
  /** After payment we get in touch this soon to schedule the first visit (spec 001 §2). */
  firstVisitContactHours: 24,
  /** The heads-up text before a visit (spec 001 §2). */
  arrivalTextMinutes: 30,
} as const;

/** The three-part promise (spec 000 §1). */
export const PROMISE = [
  { title: 'Punctuality', points: ['a consistent service day', 'automated alerts'] },
  { title: 'Excellence', points: ['disinfected tools', 'health protocols'] },
  { title: 'Proof', points: ['time-stamped photos', 'detailed reports', 'service notifications'] },
] as const;

/** How visitors say the business time zone: "Pacific time" for the default, the IANA name otherwise. */
export function timeZoneLabel(timeZone: string): string {
  return timeZone === 'America/Los_Angeles' ? 'Pacific time' : timeZone;
}

/** "a, b and c" */
export function listInWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
