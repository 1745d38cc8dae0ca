export { OrdersModule } from './orders.module';
export { keepsRawBody } from './http/stripe-webhook.controller';
export { CustomerOrders, paidOrderExistsSql } from './queries/customer-orders.view';
export { OrderPaymentHistory, type OrderMoneyMovement, type OrderPastDue } from './queries/order-payment-history.view';
export { OrderFigures, type DailyOrderFigures, type AllTimeOrderFigures } from './queries/order-figures.view';
export { BookableOrders, type PaidOrderRow } from './queries/bookable-orders.view';
export type { CustomerOrderRow } from './queries/customer-order-row';
export { formatOrderNumber, parseOrderNumber } from './domain/order-number';
export { OrderLinks } from './queries/order-links';
export { ChangeSubscriptionCommand, type SubscriptionChangeView } from './commands/change-subscription.command';
export {
  OpenCardPageCommand,
  SaveSandboxCardCommand,
  RetryOverduePaymentCommand,
  ownedCardSession,
  type CardActor,
  type SavedCard,
} from './commands/card-update.command';
