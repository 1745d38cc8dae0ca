// The post-payment forms' rules and messages live with the server's, so both check the same way.
export * from '../../../backend/src/modules/orders/customer/customer-info.rules';
