import { addDays } from '../../../platform/time/calendar-date';
import { localDate } from '../../../platform/time/local-time';
import { isValidZip } from '../../pricing';
import { CUSTOMER_INFO_MESSAGES, ONBOARDING_MESSAGES } from '../orders.messages';

/** Subscriptions choose from Monday to Saturday (customer info). */
export const SERVICE_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const TIME_SLOTS = ['8am-12pm', '12pm-3pm', '3pm-5pm'] as const;
export const MAX_DOGS = 10;

/** Onboarding offers Monday to Sunday, 2 to 3 chosen. */
export const ONBOARDING_DAYS = [...SERVICE_DAYS, 'sunday'] as const;
export const ONBOARDING_MIN_DAYS = 2;
export const ONBOARDING_MAX_DAYS = 3;

export interface CustomerInfoInput {
  streetAddress: string;
  preferredDays: string[];
  scheduledDate: string;
  timeSlot: string;
  dogInfo: Array<{ name: string; breed: string }>;
}

/** field → message; `tomorrow` is YYYY-MM-DD in the business time zone. Bins-only orders have no dogs to describe. */
export function customerInfoErrors(input: CustomerInfoInput, isSubscription: boolean, tomorrow: string, needsDogs = true): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.streetAddress.trim()) errors.streetAddress = CUSTOMER_INFO_MESSAGES.address;
  if (isSubscription) {
    if (!input.preferredDays.length) errors.preferredDays = CUSTOMER_INFO_MESSAGES.preferredDays;
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.scheduledDate) || Number.isNaN(Date.parse(input.scheduledDate)))
      errors.scheduledDate = CUSTOMER_INFO_MESSAGES.scheduledDate;
    else if (input.scheduledDate < tomorrow) errors.scheduledDate = CUSTOMER_INFO_MESSAGES.scheduledDateTooSoon;
    if (!(TIME_SLOTS as readonly string[]).includes(input.timeSlot)) errors.timeSlot = CUSTOMER_INFO_MESSAGES.timeSlot;
  }
  if (needsDogs && !input.dogInfo.some((dog) => dog.name.trim() && dog.breed.trim())) errors.dogInfo = CUSTOMER_INFO_MESSAGES.dogInfo;
  return errors;
}

export interface OnboardingInput {
  streetAddress: string;
  city: string;
  zipCode: string;
  preferredDays: string[];
}

export function onboardingErrors(input: OnboardingInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.streetAddress.trim()) errors.streetAddress = ONBOARDING_MESSAGES.streetAddress;
  if (!input.city.trim()) errors.city = ONBOARDING_MESSAGES.city;
  if (!input.zipCode.trim()) errors.zipCode = ONBOARDING_MESSAGES.zipRequired;
  else if (!isValidZip(input.zipCode)) errors.zipCode = ONBOARDING_MESSAGES.zipInvalid;
  if (input.preferredDays.length < ONBOARDING_MIN_DAYS) errors.preferredDays = ONBOARDING_MESSAGES.preferredDays;
  else if (input.preferredDays.length > ONBOARDING_MAX_DAYS) errors.preferredDays = ONBOARDING_MESSAGES.tooManyDays;
  return errors;
}

/** YYYY-MM-DD of the day after `now` in the given time zone. */
export function tomorrowIn(timeZone: string, now: Date): string {
  return addDays(localDate(timeZone, now), 1);
}
