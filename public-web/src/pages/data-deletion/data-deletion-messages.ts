/** Spec 001 §2 and §8, word for word (the server's DATA_DELETION_MESSAGES say the same). */
export const DATA_DELETION_MESSAGES = {
  submit: 'Submit Deletion Request',
  submitting: 'Submitting...',
  successTitle: 'Data Deletion Request Submitted',
  success: "We'll process your request within 30 days and send confirmation to your email.",
  errorTitle: 'Error',
  error: 'Failed to submit your request. Please try again or contact support.',
  tooManyTitle: 'Too Many Requests',
  tooMany: 'Too many requests. Please try again later.',
  fullNameRequired: 'Full name is required',
  /** Not the spec's: the line under its success message, since a request waits for the mailbox owner (the server says the same). */
  confirmation: "We've e-mailed you a link to confirm this request. We can only start once you've confirmed it.",
} as const;
