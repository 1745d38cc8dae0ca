export { PaymentsModule } from './payments.module';
export { PaymentGateway, INVALID_SIGNATURE_MESSAGE, LIVE_KEY_MISSING_MESSAGE } from './payment-gateway';
export type { PaymentModeView } from './payment-gateway';
export type {
  ChangedSubscription,
  SubscriptionChangeRequest,
  CheckoutLine,
  CheckoutProvider,
  CheckoutRequest,
  CreatedCheckout,
  CreatedRefund,
  PaymentMode,
  PaymentProvider,
  RefundRequest,
} from './domain/payments.port';
export { firstCharge, sandboxId, SANDBOX_SESSION_TTL_MS } from './sandbox/sandbox-checkout.adapter';
export type { SandboxSession, SandboxSessionStatus } from './sandbox/sandbox-checkout.adapter';
