import { SCOOPER_MESSAGES } from '../identity.messages';

/** The role of a field worker: signs in like staff, but only the field app (/api/field) lets them through. */
export const SCOOPER_ROLE = 'scooper';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAILY_CAPACITY_MIN = 1;
export const DAILY_CAPACITY_MAX = 60;
export const DEFAULT_DAILY_CAPACITY = 20;
export const NAME_MAX_LENGTH = 100;
export const HOME_ADDRESS_MAX_LENGTH = 200;
/** Longer than any phone number written with spaces and punctuation; checked before the text is read. */
export const PHONE_MAX_LENGTH = 40;

/** A scooper as other modules (plans, routes, the field app) see them; the id is the user's id. */
export interface ScooperProfile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  homeBase: { address: string; zip: string; lat: number | null; lng: number | null };
  workingDays: Weekday[];
  dailyCapacity: number;
}

/** What staff set on a scooper's profile, as it arrives (types checked at the edge, content here). */
export interface ScooperProfileInput {
  name: string;
  phone?: string | null;
  homeAddress: string;
  homeZip: string;
  workingDays: readonly string[];
  dailyCapacity?: number;
  active?: boolean;
}

/** The profile as stored: trimmed, the phone as 10 digits, the days Monday-first without repeats. */
export interface ScooperProfileFields {
  name: string;
  phone: string | null;
  homeAddress: string;
  homeZip: string;
  workingDays: Weekday[];
  dailyCapacity: number;
  active: boolean;
}

export type ScooperProfileCheck = { ok: true; fields: ScooperProfileFields } | { ok: false; errors: Record<string, string> };

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** Monday-first, without repeats, whatever order staff ticked them in. */
export function orderedWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** A US number as 10 digits (a leading country code 1 dropped), or null when it is not one. */
export function normalisePhone(phone: string): string | null {
  if (phone.length > PHONE_MAX_LENGTH || !/^[\d\s()+.-]*$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? national : null;
}

/** Every rule a scooper profile must meet, with one message per field that breaks one (the edge has capped the lengths). */
export function checkScooperProfile(input: ScooperProfileInput): ScooperProfileCheck {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) errors.name = SCOOPER_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = SCOOPER_MESSAGES.nameTooLong;

  const rawPhone = input.phone?.trim() ?? '';
  const phone = rawPhone ? normalisePhone(rawPhone) : null;
  if (rawPhone && !phone) errors.phone = SCOOPER_MESSAGES.phoneInvalid;

  const homeAddress = input.homeAddress.trim();
  if (!homeAddress) errors.homeAddress = SCOOPER_MESSAGES.homeAddressRequired;
  else if (homeAddress.length > HOME_ADDRESS_MAX_LENGTH) errors.homeAddress = SCOOPER_MESSAGES.homeAddressTooLong;

  const homeZip = input.homeZip.trim();
  if (!/^\d{5}$/.test(homeZip)) errors.homeZip = SCOOPER_MESSAGES.homeZipInvalid;

  if (input.workingDays.length === 0) errors.workingDays = SCOOPER_MESSAGES.workingDaysRequired;
  else if (!input.workingDays.every(isWeekday)) errors.workingDays = SCOOPER_MESSAGES.workingDaysInvalid;

  const dailyCapacity = input.dailyCapacity ?? DEFAULT_DAILY_CAPACITY;
  if (!Number.isInteger(dailyCapacity) || dailyCapacity < DAILY_CAPACITY_MIN || dailyCapacity > DAILY_CAPACITY_MAX) {
    errors.dailyCapacity = SCOOPER_MESSAGES.dailyCapacity;
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      phone,
      homeAddress,
      homeZip,
      workingDays: orderedWeekdays(input.workingDays as Weekday[]),
      dailyCapacity,
      active: input.active ?? true,
    },
  };
}
