export { escapeHtml } from './escape-html';
export type { RenderedEmail } from './layout';
export { orderConfirmation, type OrderConfirmationInput } from './order-confirmation';
export { bookingConfirmation, formatClockTime, formatLongDate, type BookingConfirmationInput } from './booking-confirmation';
export { dataDeletionConfirmation, type DataDeletionConfirmationInput } from './data-deletion-confirmation';
export { dataDeletionReceived, DATA_DELETION_PROMISE, type DataDeletionReceivedInput } from './data-deletion-received';
export { abandonedQuote, type AbandonedQuoteInput } from './abandoned-quote';
export { signUpConfirmation, type SignUpConfirmationInput } from './sign-up-confirmation';
export { paymentReminder, type PaymentReminderInput } from './payment-reminder';
