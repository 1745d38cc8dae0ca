// The post-payment forms' rules and messages live with the server's, so both check the same way.
export * from '../../../backend/src/modules/orders/domain/customer-info';
export { CUSTOMER_INFO_MESSAGES, detailsSavedDetail, ONBOARDING_MESSAGES } from '../../../backend/src/modules/orders/orders.messages';
