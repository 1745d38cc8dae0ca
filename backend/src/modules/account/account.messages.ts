/** What the customer's account answers with, in the words the pages show. */
export const ACCOUNT_MESSAGES = {
  linkSent: 'If that address belongs to a customer, we just e-mailed a sign-in link. It works once, for 15 minutes.',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  linkPageHeading: 'Sign in to your account',
  linkPageMessage: (business: string) => `Press the button to sign in to your ${business} account on this device.`,
  linkPageButton: 'Sign me in',
  planNotFound: 'We could not find that plan on your account.',
  planStarting: 'Your service is still being set up. You can change it once your first visits are planned.',
  visitNotFound: 'We could not find that visit on your account.',
} as const;
