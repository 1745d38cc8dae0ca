/** The order stream's own refusals that no page shows (a new order id is never reused). */
export const ORDER_MESSAGES = {
  alreadyStarted: 'This order was already started.',
} as const;

/** Staff-facing answers of the orders admin; the confirmation text is the spec's (001 §2). */
export const ORDERS_ADMIN_MESSAGES = {
  notFound: 'Order not found',
  alreadyRemoved: 'This order was already removed; it no longer appears in the orders list.',
  deleteConfirm: 'This action cannot be undone. The order will be removed from the orders list and dashboards; its history stays in the event log.',
} as const;

/** Staff's billing actions (issue 17). */
export const BILLING_MESSAGES = {
  paymentNotFound: 'Payment not found',
  sandboxOnly: 'Only sandbox orders can simulate billing events; Stripe sends real ones to the webhook.',
  notActiveSubscription: 'This order is not a paid subscription.',
  sandboxEventInvalid: 'event must be one of: renewal-paid, payment-failed, subscription-deleted',
} as const;

/** The account's card page answers (issue 17: update the card). */
export const CARD_MESSAGES = {
  notSubscription: 'Only an active subscription has a card to update.',
  notFound: 'This card page does not exist or has expired. Open it again from your account.',
  noProviderCustomer: 'Stripe has no customer on record for this plan yet; please try again in a minute or contact us.',
  providerFailed: 'We could not open the card page just now. Nothing was changed; please try again.',
  cardNumber: 'Enter a test card number: 16 digits, e.g. 4242 4242 4242 4242.',
  declined: 'Your card was declined. Nothing was saved; please use another card.',
  retryDeclined: 'Your new card was saved, but the overdue payment was declined. Please try another card.',
  notPastDue: 'Nothing is overdue on this plan.',
} as const;

/** The order page's refund answers. */
export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded.',
  fullyRefunded: 'This order has already been refunded in full.',
  reason: 'Please give a reason for the refund (up to 500 characters).',
  noCardPayment: 'Stripe has no card payment on record for this order to refund from here; refund it in the Stripe Dashboard.',
  providerFailed: 'The payment provider did not accept the refund. Nothing was refunded; please try again.',
} as const;

/** The customer's change to the same subscription (issue 17). */
export const SUBSCRIPTION_CHANGE_MESSAGES = {
  notFound: 'We could not find that plan on your account.',
  notSubscription: 'Only a subscription can be changed; a one-time cleanup is booked again instead.',
  ended: 'This subscription has ended, so it can no longer be changed.',
  notPaid: 'This subscription is not paid yet, so it cannot be changed.',
  pastDue: 'A payment on this subscription is overdue: please update your card first, then change the plan.',
  providerFailed: 'The payment provider did not accept the change. Nothing was changed; please try again.',
  noSubscriptionAtProvider: 'The payment provider has no subscription on record for this plan; please contact us to change it.',
  changed: 'Your plan is changed. The new price applies from your next charge.',
  unchanged: 'Your plan already has these choices; nothing was changed.',
  inProgress: 'Another change to this plan is being made right now. Please try again in a moment.',
} as const;

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
export const refundAmountMessage = (left: number) => `Refund amount must be a whole number of cents from 1 to ${left} (${usd(left)}).`;

/** The customer-info page's answers (spec 001 §5, §9). */
export const CUSTOMER_INFO_MESSAGES = {
  addressTitle: 'Address Required',
  address: 'Please enter your street address.',
  preferredDays: 'Please select at least one preferred day for service.',
  scheduledDate: 'Please select your preferred service date.',
  scheduledDateTooSoon: 'Please choose a date from tomorrow onward.',
  timeSlot: 'Please select your preferred time slot.',
  dogInfo: "Please provide at least one dog's name and breed.",
  orderNotFoundTitle: 'Order Not Found',
  orderNotFound: 'Unable to find your order. Please contact support.',
  paymentNotConfirmed: "We're still confirming your payment. Please try again in a moment.",
  detailsSavedTitle: 'Details Already Saved',
  detailsSaved: 'Your service details are already saved. To change your address, service days or dogs, please contact us.',
} as const;

/** The answer to a second customer-info or onboarding post: details are written once, later changes go through staff. */
export const detailsSavedDetail = (support: { supportEmail: string; supportPhone: string }) =>
  `${CUSTOMER_INFO_MESSAGES.detailsSaved.slice(0, -1)} at ${support.supportEmail} or ${support.supportPhone}.`;

export const ONBOARDING_MESSAGES = {
  streetAddress: 'Street address is required',
  city: 'City is required',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid ZIP code',
  preferredDays: 'Please select at least 2 preferred service days',
  tooManyDays: 'Please select no more than 3 preferred service days',
  loadFailed: 'Failed to load order information.',
  saveFailed: 'Failed to complete setup. Please try again.',
} as const;

/** The cleanup card's answers (spec 001 §4). */
export const CLEANUP_MESSAGES = {
  statsFailed: 'Failed to get cleanup statistics.',
  failedTitle: 'Cleanup Failed',
  failed: 'Failed to perform cleanup operation.',
  expiredTitle: 'Cleanup Complete',
  expired: 'Expired pending orders have been removed.',
  duplicatesTitle: 'Duplicate Cleanup Complete',
  duplicates: (n: number) => `Removed ${n} duplicate orders.`,
  noDuplicates: 'No Duplicates Found',
} as const;

/** The discount-code admin's answers. */
export const DISCOUNT_CODE_MESSAGES = {
  codeRequired: 'Please enter a discount code',
  codeFormat: "A code uses letters, digits, '-' or '_' (up to 32 characters)",
  percent: 'Discount percent must be a whole number from 1 to 100',
  expiresAt: 'Expiry must be a date',
  usageLimit: 'Max uses must be a whole number of at least 1, or empty for no limit',
  active: 'Active must be true or false',
  duplicate: 'A discount code with this name already exists',
  notFound: 'Discount code not found',
  usedCannotDelete: (n: number) => `This code was used by ${n} order${n === 1 ? '' : 's'}; deactivate it instead of deleting it.`,
} as const;
