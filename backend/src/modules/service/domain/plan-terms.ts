import { addDays } from '../../../platform/time/calendar-date';
import { localDateTime } from '../../../platform/time/local-time';

// The terms that bind self-service (spec 000 §9 "Policy figures", DESIGN §13), in one place: read by the account's
// rules, the chat guide and the Terms page.

/** A change to a plan needs this much notice ("48 hours notice for changes"). */
export const CHANGE_NOTICE_HOURS = 48;

/** The first date a change made `today` may serve: the 48 hours' notice, in whole days. */
export const changeEffectiveFrom = (today: string) => addDays(today, Math.ceil(CHANGE_NOTICE_HOURS / 24));

/** The longest pause a customer may set from their account, in weeks. */
export const PAUSE_MAX_WEEKS = 8;

/** Cancelling a subscription needs this many days' notice ("cancellation needs 7 days notice"). */
export const CANCELLATION_NOTICE_DAYS = 7;

/** Service is suspended after a payment has been overdue this many days ("suspension after 15 days overdue"). */
export const SUSPENSION_AFTER_OVERDUE_DAYS = 15;

/** Visits are generated this many weeks ahead of today (the rolling horizon). */
export const VISIT_HORIZON_WEEKS = 4;

/** No message to a customer in these business-local hours, start inclusive, end exclusive (DESIGN §13 default). */
export const QUIET_HOURS = { start: '20:00', end: '07:00' } as const;

/** Whether `instant` falls in the quiet hours on the wall clock of `timeZone`; hours that wrap midnight work too. */
export function isInQuietHours(instant: Date, timeZone: string, hours: { start: string; end: string } = QUIET_HOURS): boolean {
  const time = localDateTime(timeZone, instant).slice(11);
  return hours.start <= hours.end ? time >= hours.start && time < hours.end : time >= hours.start || time < hours.end;
}
