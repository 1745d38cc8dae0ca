/** Every user-facing text the leads module answers with (spec 000 §5, §7; spec 001 §5, §8). */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  closed: 'This lead is already closed',
  closedDetail: (status: string) => `This lead is ${status}; start a new one to keep tracking.`,
} as const;

/** Staff's "Resend quote" on the leads show page (issue 18 §17). */
export const RESEND_QUOTE_MESSAGES = {
  title: 'Quote not resent',
  converted: 'This lead already became a customer: there is no open quote to resend.',
  noEmail: 'This lead has no e-mail address to send the quote to.',
  noQuote: 'This lead has not chosen a service yet, so there is no quote to send.',
  unsubscribed: 'This person unsubscribed from quote e-mails.',
  tooSoon: (minutes: number) => `The quote was sent less than ${minutes} minutes ago. Please wait before sending it again.`,
} as const;

export const CONTACT_UPDATE_MESSAGES = {
  phone: 'A phone number needs at least 10 digits',
  email: 'Please enter a valid email address',
  name: 'Please enter a full name (first and last)',
} as const;

export const CART_MESSAGES = {
  otherAddress: 'The follow-up goes only to the e-mail address this quote was started with',
  noAddress: 'This quote has no e-mail address to follow up.',
  nameRequired: 'Full name is required',
} as const;

/** Spec 001 §5 and §8, word for word. */
export const AREA_REQUEST_MESSAGES = {
  missing: 'Missing required area request data',
  zip: 'Invalid ZIP code format',
  email: 'Invalid email format',
  tooManyTitle: 'Too Many Requests',
  tooMany: 'Please wait before submitting another area request.',
} as const;
