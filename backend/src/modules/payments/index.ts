export { PaymentsModule } from './payments.module';
export { PaymentGateway, INVALID_SIGNATURE_MESSAGE, LIVE_KEY_MISSING_MESSAGE } from './payment-gateway';
export type { PaymentModeView } from './payment-gateway';
export type {
  ChangedSubscription,
  SubscriptionChangeRequest,
  CheckoutLine,
  CheckoutProvider,
  CheckoutRequest,
  CreatedCardSession,
  CreatedCheckout,
  CreatedRefund,
  PaidInvoice,
  PaymentMode,
  PaymentProvider,
  RefundRequest,
} from './domain/payments.port';
export { firstCharge, sandboxId, SANDBOX_SESSION_TTL_MS } from './sandbox/sandbox-checkout.adapter';
export type { SandboxSession, SandboxSessionStatus } from './sandbox/sandbox-checkout.adapter';
export { sandboxCardOf, SANDBOX_TEST_CARDS, SANDBOX_CARD_SESSION_TTL_MS } from './sandbox/sandbox-cards.adapter';
export type { SandboxCardSession, SandboxCardSessionStatus } from './sandbox/sandbox-cards.adapter';
export { InvoicePaymentDeclined } from './stripe/stripe-billing.adapter';
