import {
  emailError,
  fieldLeaveChecks,
  isServedZip,
  isValidZip,
  nameError,
  phoneError,
  QUOTE_MESSAGES,
  sanitizeInstructions,
  SPECIAL_INSTRUCTIONS_MAX,
  stripMarkup,
  zipError,
} from './pricing';
import type { CustomerField, CustomerFields } from './quote-form-state';

/** Strips markup the way the server does: instructions keep their line breaks, everything else is one line. */
export function sanitizeField(field: CustomerField, value: string): string {
  return field === 'specialInstructions' ? sanitizeInstructions(value) : stripMarkup(value);
}

export function sanitizeCustomer(customer: CustomerFields): CustomerFields {
  return {
    name: sanitizeField('name', customer.name),
    email: sanitizeField('email', customer.email),
    phone: sanitizeField('phone', customer.phone),
    zipCode: sanitizeField('zipCode', customer.zipCode),
    specialInstructions: sanitizeField('specialInstructions', customer.specialInstructions),
  };
}

/** A valid ZIP we don't serve: the case for the service-area dialog. */
export const isUnservedZip = (zip: string) => isValidZip(zip) && !isServedZip(zip);

/**
 * The message to show when a field loses focus: the spec's lighter field-leave hint first
 * (two words, an '@', ten digits), then the full rule for that field.
 */
export function leaveMessage(field: CustomerField, value: string): string | undefined {
  switch (field) {
    case 'name':
      return fieldLeaveChecks.name(value) ?? nameError(value);
    case 'email':
      return fieldLeaveChecks.email(value) ?? emailError(value);
    case 'phone':
      return fieldLeaveChecks.phone(value) ?? phoneError(value);
    case 'zipCode':
      return zipError(value) ?? (isServedZip(value) ? undefined : QUOTE_MESSAGES.zipNotServed);
    case 'specialInstructions':
      return value.length > SPECIAL_INSTRUCTIONS_MAX ? QUOTE_MESSAGES.instructionsTooLong : undefined;
  }
}
