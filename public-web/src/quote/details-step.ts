import type { FieldErrors } from './pricing';
import type { CustomerFields } from './quote-form-state';

interface DetailsStepState {
  /** The visitor pressed "Continue to your details". */
  asked: boolean;
  hasQuote: boolean;
  customer: CustomerFields;
  errors: FieldErrors;
}

/**
 * Phones (issue 18 §8): the quote form in two steps. The contact details and Pay wait below the quote card until the
 * visitor has a price (or asks for them); anything typed or any error there keeps them open. Wider screens show both
 * steps at once: the stylesheet hides the prompt and never hides the details there.
 */
/** The details step's own fields. */
const DETAIL_FIELDS = ['name', 'email', 'phone', 'zipCode', 'specialInstructions'] as const;

export function detailsStepOpen({ asked, hasQuote, customer, errors }: DetailsStepState): boolean {
  if (asked || hasQuote) return true;
  return DETAIL_FIELDS.some((field) => customer[field].trim() !== '' || Boolean(errors[field]));
}
