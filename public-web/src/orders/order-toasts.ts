/** Toasts of the customer-info and onboarding pages (spec 001 §8). */
export const CUSTOMER_INFO_TOASTS = {
  sessionNotFound: { title: 'Session Not Found', description: 'Please use the link from your confirmation.' },
  loadFailed: 'Unable to load order information.',
  saveFailed: 'Unable to save your information. Please try again.',
  saved: 'Information Saved!',
} as const;

export const ONBOARDING_TOASTS = {
  completed: { title: 'Setup Complete!', description: 'Thanks! We have everything we need for your first visit.' },
} as const;
