/** The spec's validation messages for the quote form (spec 000 §5) and payment requests (spec 001 §5, §8). */
export const QUOTE_MESSAGES = {
  nameRequired: 'Full name is required',
  nameInvalid: 'Please enter a valid name (letters, spaces, hyphens, and apostrophes only)',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number (e.g., (555) 123-4567)',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid ZIP code (e.g., 91354 or 91354-1234)',
  zipNotServed: "Sorry, we don't serve this ZIP code yet. Request service in your area and we'll let you know when we get there.",
  dogsRequired: 'Please select the number of dogs',
  yardRequired: 'Please select your yard size',
  frequencyRequired: 'Please select a service frequency',
  trashDayRequired: 'Please choose your trash day',
  instructionsTooLong: 'Special instructions must be 500 characters or fewer',
  missingCustomerData: 'Missing required customer data',
  invalidRequest: 'Invalid request data',
  nameNeedsTwoWords: 'Please enter your first and last name',
  phoneNeedsTenDigits: 'Please enter a 10-digit phone number',
  invalidDiscountCode: 'Invalid or expired discount code',
  gateAccessSmallYardsOnly: 'Gate Access Service is available for small yards only',
} as const;

export const SPECIAL_INSTRUCTIONS_MAX = 500;

/** The submission limits' toasts (spec 000 §8), sent by the server and shown by the quote form. */
export const SUBMIT_LIMIT_MESSAGES = {
  spacing: { title: 'Please Wait', detail: 'Please wait a moment before submitting again.' },
  tooMany: { title: 'Too Many Requests', detail: 'Please wait a few minutes before submitting another quote request.' },
  duplicate: {
    title: 'Duplicate Submission Detected',
    detail: "You've already submitted a quote recently. Please check your email or wait before submitting again.",
  },
} as const;

/** Shown when a checkout can't be created, whatever the provider said (spec 000 §8). */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create payment session. Please try again in a moment.';
