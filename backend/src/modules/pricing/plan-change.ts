import { addDays, daysBetween } from '../../platform/time/calendar-date';
import { ADD_ON_IDS, AddOns, NUMBER_OF_DOGS, NumberOfDogs, ServiceFrequency, WEEKDAYS, Weekday } from './price-table';
import { calculateQuote, hasBinAddOn, isBinOnly, Quote, QuoteChoices } from './quote';

/** The frequencies a running subscription may move between (a one-time cleanup is no subscription). */
export const CHANGEABLE_FREQUENCIES: readonly ServiceFrequency[] = ['monthly', 'weekly', 'twice-weekly'];

/** What a customer asks to change on their subscription: any of the three; a price is never part of it. */
export interface ServiceChangeRequest {
  serviceFrequency?: unknown;
  numberOfDogs?: unknown;
  /** A partial map of add-on id → on/off; ids not named keep their current choice. */
  addOns?: unknown;
  /** Needed only when a bin add-on is added to a plan without a trash day. */
  trashDay?: unknown;
}

export const SERVICE_CHANGE_MESSAGES = {
  frequency: `Frequency must be one of: ${CHANGEABLE_FREQUENCIES.join(', ')}`,
  binOnlyFrequency: 'A bins-only plan has no scooping frequency or dogs to change; change its bin add-ons instead',
  dogs: `Number of dogs must be one of: ${NUMBER_OF_DOGS.join(', ')}`,
  addOns: `Add-ons must be an object of on/off choices among: ${ADD_ON_IDS.join(', ')}`,
  trashDay: 'The trash day must be a day of the week',
  trashDayRequired: 'Choose your trash day to add bin service',
  binOnlyNeedsBin: 'A bins-only plan needs at least one bin add-on (to stop every service, cancel the plan instead)',
} as const;

/** The request broke a field rule; the caller answers 400 with these field errors. */
export class ServiceChangeInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join(', '));
  }
}

const own = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/**
 * The subscription's choices after the change, checked field by field. Yard size, commitment and service type
 * never change here; add-ons named in the request are switched, the others kept. Unknown or prototype keys are refused.
 */
export function changedChoices(current: QuoteChoices, request: ServiceChangeRequest): QuoteChoices {
  const errors: Record<string, string> = {};
  const binOnly = isBinOnly(current);
  let serviceFrequency = current.serviceFrequency;
  let numberOfDogs = current.numberOfDogs;
  if (request.serviceFrequency !== undefined && request.serviceFrequency !== current.serviceFrequency) {
    if (binOnly) errors.serviceFrequency = SERVICE_CHANGE_MESSAGES.binOnlyFrequency;
    else if (!(CHANGEABLE_FREQUENCIES as readonly unknown[]).includes(request.serviceFrequency)) errors.serviceFrequency = SERVICE_CHANGE_MESSAGES.frequency;
    else serviceFrequency = request.serviceFrequency as ServiceFrequency;
  }
  if (request.numberOfDogs !== undefined && request.numberOfDogs !== current.numberOfDogs) {
    if (binOnly) errors.numberOfDogs = SERVICE_CHANGE_MESSAGES.binOnlyFrequency;
    else if (!(NUMBER_OF_DOGS as readonly unknown[]).includes(request.numberOfDogs)) errors.numberOfDogs = SERVICE_CHANGE_MESSAGES.dogs;
    else numberOfDogs = request.numberOfDogs as NumberOfDogs;
  }
  const addOns: AddOns = { ...current.addOns };
  if (request.addOns !== undefined) {
    const given = request.addOns;
    if (given === null || typeof given !== 'object' || Array.isArray(given) || Object.getPrototypeOf(given) !== Object.prototype) {
      errors.addOns = SERVICE_CHANGE_MESSAGES.addOns;
    } else {
      const keys = Reflect.ownKeys(given);
      const valid = keys.every(
        (key) => typeof key === 'string' && (ADD_ON_IDS as readonly string[]).includes(key) && typeof (given as Record<string, unknown>)[key] === 'boolean',
      );
      if (!valid) errors.addOns = SERVICE_CHANGE_MESSAGES.addOns;
      else for (const id of ADD_ON_IDS) if (own(given, id)) addOns[id] = (given as Record<string, boolean>)[id];
    }
  }
  let trashDay = current.trashDay;
  if (request.trashDay !== undefined && request.trashDay !== null && request.trashDay !== '') {
    if (!(WEEKDAYS as readonly unknown[]).includes(request.trashDay)) errors.trashDay = SERVICE_CHANGE_MESSAGES.trashDay;
    else trashDay = request.trashDay as Weekday;
  }
  if (!errors.addOns && binOnly && !hasBinAddOn(addOns)) errors.addOns = SERVICE_CHANGE_MESSAGES.binOnlyNeedsBin;
  if (!errors.addOns && !errors.trashDay && hasBinAddOn(addOns) && !trashDay) errors.trashDay = SERVICE_CHANGE_MESSAGES.trashDayRequired;
  if (Object.keys(errors).length) throw new ServiceChangeInvalid(errors);
  return { ...current, serviceFrequency, numberOfDogs, addOns, trashDay };
}

/** Whether two sets of choices bill and serve the same (what a replayed change finds). */
export function sameService(a: QuoteChoices, b: QuoteChoices): boolean {
  return (
    a.serviceFrequency === b.serviceFrequency &&
    a.numberOfDogs === b.numberOfDogs &&
    a.trashDay === b.trashDay &&
    ADD_ON_IDS.every((id) => a.addOns[id] === b.addOns[id])
  );
}

/** The subscription's new quote: the same pricing module and discount as the checkout; no setup fee is due again. */
export function changedQuote(choices: QuoteChoices, discountPercent: number): Quote {
  const quote = calculateQuote(choices, discountPercent);
  if (!quote || !quote.recurring) throw new Error('a subscription change must price to a recurring charge');
  return quote;
}

/** The billing period (start inclusive, end exclusive) that `today` falls in, for a subscription first paid on `paidOn`. */
export function billingPeriod(paidOn: string, today: string, intervalMonths: 1 | 3): { start: string; end: string } {
  const [y, m, d] = paidOn.split('-').map(Number);
  const anniversary = (months: number) => {
    const year = y + Math.floor((m - 1 + months) / 12);
    const month = ((m - 1 + months) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  };
  let start = paidOn;
  for (let months = intervalMonths; months < 1200; months += intervalMonths) {
    const end = anniversary(months);
    if (end > today) return { start, end };
    start = end;
  }
  return { start: today, end: addDays(today, 30) };
}

/**
 * The simple proration the sandbox bills (Stripe computes its own): the difference of the two recurring charges
 * for the share of the period from `from` (when the change takes effect) to its end, rounded to the cent.
 * Positive is owed by the customer; negative is a credit. Nothing when the change starts at or after the period's end.
 */
export function prorate(oldAmount: number, newAmount: number, period: { start: string; end: string }, from: string): number {
  const length = daysBetween(period.start, period.end);
  const left = Math.max(0, Math.min(length, daysBetween(from < period.start ? period.start : from, period.end)));
  if (length <= 0 || left <= 0) return 0;
  return Math.round(((newAmount - oldAmount) * left) / length);
}
