import { AddOns, NUMBER_OF_DOGS, SERVICE_FREQUENCIES, WEEKDAYS, YARD_SIZES } from './price-table';
import { hasBinAddOn, isBinOnly, QuoteChoices } from './quote';
import { QUOTE_MESSAGES as M, SPECIAL_INSTRUCTIONS_MAX } from './quote-messages';
import { isServedZip, isValidZip } from './service-area';

export interface CustomerData {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  specialInstructions?: string;
}

/** Field → message, in the spec's words. Empty when valid. */
export type FieldErrors = Partial<Record<string, string>>;

// Letters of any script (José, Zoë, Nguyễn, 王), with their combining marks, spaces, hyphens and apostrophes (' and ’).
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]{2,50}$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// 10-digit US number, optional +1, parentheses and separators.
const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export function nameError(name: string): string | undefined {
  const value = name.trim();
  if (!value) return M.nameRequired;
  if (!NAME_PATTERN.test(value)) return M.nameInvalid;
  return undefined;
}

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return M.emailRequired;
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return M.emailInvalid;
  return undefined;
}

export function phoneError(phone: string): string | undefined {
  const value = phone.trim();
  if (!value) return M.phoneRequired;
  if (!PHONE_PATTERN.test(value)) return M.phoneInvalid;
  return undefined;
}

export function zipError(zip: string): string | undefined {
  const value = zip.trim();
  if (!value) return M.zipRequired;
  if (!isValidZip(value)) return M.zipInvalid;
  return undefined;
}

/** The field-leave checks (spec 000 §5): lighter hints shown when a field loses focus. */
export const fieldLeaveChecks = {
  name: (value: string) => (value.trim() && value.trim().split(/\s+/).length < 2 ? M.nameNeedsTwoWords : undefined),
  email: (value: string) => (value.trim() && !value.includes('@') ? M.emailInvalid : undefined),
  phone: (value: string) => (value.trim() && value.replace(/\D/g, '').length < 10 ? M.phoneNeedsTenDigits : undefined),
};

export function validateCustomerData(data: CustomerData): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  add('name', nameError(data.name));
  add('email', emailError(data.email));
  add('phone', phoneError(data.phone));
  add('zipCode', zipError(data.zipCode));
  if ((data.specialInstructions ?? '').length > SPECIAL_INSTRUCTIONS_MAX) errors.specialInstructions = M.instructionsTooLong;
  return errors;
}

/** Dogs, yard and frequency are required unless the order is bin-only; a bin add-on needs a trash day. */
export function validateChoices(choices: QuoteChoices): FieldErrors {
  const errors: FieldErrors = {};
  if (!isBinOnly(choices)) {
    if (!(NUMBER_OF_DOGS as readonly string[]).includes(choices.numberOfDogs)) errors.numberOfDogs = M.dogsRequired;
    if (!(YARD_SIZES as readonly string[]).includes(choices.yardSize)) errors.yardSize = M.yardRequired;
    if (!(SERVICE_FREQUENCIES as readonly string[]).includes(choices.serviceFrequency)) errors.serviceFrequency = M.frequencyRequired;
  }
  if (choices.addOns.gateAccess && (isBinOnly(choices) || choices.yardSize !== 'small')) errors.addOns = M.gateAccessSmallYardsOnly;
  if (hasBinAddOn(choices.addOns) && !(WEEKDAYS as readonly string[]).includes(choices.trashDay)) errors.trashDay = M.trashDayRequired;
  return errors;
}

/** Everything checkout needs: customer fields, plan choices and a served ZIP. */
export function validateOrder(data: CustomerData, choices: QuoteChoices): FieldErrors {
  const errors = { ...validateCustomerData(data), ...validateChoices(choices) };
  if (!errors.zipCode && !isServedZip(data.zipCode)) errors.zipCode = M.zipNotServed;
  return errors;
}

/** The Pay button's rule (spec 000 §5): contact fields filled, ZIP served, a quote, and a trash day when bin-only. */
export function canPay(input: { data: CustomerData; choices: QuoteChoices; hasQuote: boolean }): boolean {
  const { data, choices, hasQuote } = input;
  const filled = [data.zipCode, data.name, data.email, data.phone].every((v) => v.trim().length > 0);
  const trashDayOk = !hasBinAddOn(choices.addOns) || Boolean(choices.trashDay);
  return filled && isServedZip(data.zipCode) && hasQuote && trashDayOk;
}

export function emptyAddOns(): AddOns {
  return { deodorizing: false, offSiteDisposal: false, keyLockService: false, gateAccess: false, trashBinService: false, binTakeOut: false, binBringIn: false };
}
