import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ConsumerHost, EventRegistry, ProjectionRegistry, resolveMasterKey } from '../../event-store';
import { EmailModule } from '../email';
import { RunDunningHandler } from './commands/run-dunning.command';
import { RefundOrderHandler } from './commands/refund-order.command';
import { ChangeSubscriptionHandler } from './commands/change-subscription.command';
import { DunningMailer } from './consumers/dunning-mailer.consumer';
import { DunningJob } from './consumers/dunning.job';
import { RateLimitModule } from '../../platform/rate-limit';
import { PaymentsModule } from '../payments';
import { CheckoutLimits } from './commands/checkout-limits';
import { CheckoutResumes } from './commands/checkout-resume';
import { CompleteCustomerInfoHandler } from './commands/complete-customer-info.command';
import { CompleteOnboardingHandler } from './commands/complete-onboarding.command';
import { CreateDiscountCodeHandler } from './commands/create-discount-code.command';
import { DeleteDiscountCodeHandler } from './commands/delete-discount-code.command';
import { DeleteOrderByStaffHandler } from './commands/delete-order.command';
import { DiscountCodes } from './seed/discount-codes.repository';
import { DiscountCodesSeed } from './seed/discount-codes.seed';
import { ExpirePendingOrdersHandler } from './commands/expire-pending-orders.command';
import { PaySandboxCheckoutHandler } from './commands/pay-sandbox-checkout.command';
import { RecordPaymentEventHandler } from './commands/record-payment-event.command';
import { RemoveDuplicateOrdersHandler } from './commands/remove-duplicate-orders.command';
import { StartCheckoutHandler } from './commands/start-checkout.command';
import { UpdateDiscountCodeHandler } from './commands/update-discount-code.command';
import { ExpirePendingOrdersJob } from './consumers/expire-pending-orders.job';
import { ORDER_STREAM_DEFINITION } from './domain/order';
import { CheckoutController } from './http/checkout.controller';
import { CleanupAdminController } from './http/cleanup.admin.controller';
import { DiscountCodesAdminController } from './http/discount-codes.admin.controller';
import { DiscountCodesController } from './http/discount-codes.controller';
import { OrdersAdminController } from './http/orders.admin.controller';
import { OrdersController } from './http/orders.controller';
import { QuotesController } from './http/quotes.controller';
import { SandboxCheckoutController } from './http/sandbox-checkout.controller';
import { StripeWebhookController } from './http/stripe-webhook.controller';
import { OrderSecrets } from './order-secrets';
import { PastDueAdminController, PaymentsAdminController, SandboxBillingAdminController } from './http/payments.admin.controller';
import { SimulateSandboxBillingHandler } from './commands/simulate-sandbox-billing.command';
import { GetPaymentHandler } from './queries/get-payment.query';
import { customerOrdersProjection } from './projections/customer-orders.projection';
import { orderPaymentsProjection } from './projections/order-payments.projection';
import { CheckDiscountCodeHandler, ValidateDiscountCodeHandler } from './queries/check-discount-code.query';
import { CleanupCandidatesHandler, CleanupStatsHandler } from './queries/cleanup.query';
import { CustomerOrders } from './queries/customer-orders.view';
import { OrderPaymentHistory } from './queries/order-payment-history.view';
import { OpenCardPageHandler, RetryOverduePaymentHandler, SaveSandboxCardHandler } from './commands/card-update.command';
import { BookableOrders } from './queries/bookable-orders.view';
import { OrderFigures } from './queries/order-figures.view';
import { DiscountGuesses } from './queries/discount-guesses';
import { GetAdminOrderHandler } from './queries/get-admin-order.query';
import { GetDiscountCodeHandler } from './queries/get-discount-code.query';
import { CustomerOrderViewHandler, OrderAccess, OrderByAccessKeyHandler } from './queries/order-by-access-key.query';
import { OrderLinks } from './queries/order-links';
import { PriceQuoteHandler } from './queries/price-quote.query';
import { SandboxCheckoutViewHandler, SandboxSessionHandler } from './queries/sandbox-checkout.query';

/** Quote to paid order: prices, discount codes, checkout, payment events, post-payment forms and cleanup. */
@Module({
  imports: [RateLimitModule, PaymentsModule, EmailModule],
  controllers: [
    QuotesController,
    DiscountCodesController,
    CheckoutController,
    StripeWebhookController,
    SandboxCheckoutController,
    OrdersController,
    CleanupAdminController,
    OrdersAdminController,
    DiscountCodesAdminController,
    PaymentsAdminController,
    PastDueAdminController,
    SandboxBillingAdminController,
  ],
  providers: [
    { provide: OrderSecrets, inject: [AppConfig], useFactory: (config: AppConfig) => new OrderSecrets(resolveMasterKey(config)) },
    OrderLinks,
    OrderAccess,
    DiscountCodes,
    DiscountGuesses,
    DiscountCodesSeed,
    CheckoutLimits,
    CheckoutResumes,
    CustomerOrders,
    OrderPaymentHistory,
    OrderFigures,
    BookableOrders,
    ExpirePendingOrdersJob,
    DunningJob,
    DunningMailer,
    // commands
    RunDunningHandler,
    StartCheckoutHandler,
    RecordPaymentEventHandler,
    PaySandboxCheckoutHandler,
    CompleteCustomerInfoHandler,
    CompleteOnboardingHandler,
    DeleteOrderByStaffHandler,
    ExpirePendingOrdersHandler,
    RemoveDuplicateOrdersHandler,
    CreateDiscountCodeHandler,
    UpdateDiscountCodeHandler,
    DeleteDiscountCodeHandler,
    SimulateSandboxBillingHandler,
    RefundOrderHandler,
    ChangeSubscriptionHandler,
    OpenCardPageHandler,
    SaveSandboxCardHandler,
    RetryOverduePaymentHandler,
    // queries
    GetPaymentHandler,
    OrderByAccessKeyHandler,
    CustomerOrderViewHandler,
    GetAdminOrderHandler,
    GetDiscountCodeHandler,
    CheckDiscountCodeHandler,
    ValidateDiscountCodeHandler,
    PriceQuoteHandler,
    CleanupStatsHandler,
    CleanupCandidatesHandler,
    SandboxSessionHandler,
    SandboxCheckoutViewHandler,
  ],
  exports: [CustomerOrders, OrderPaymentHistory, OrderFigures, BookableOrders, OrderLinks, DiscountCodes],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(DunningMailer) private readonly dunningMailer: DunningMailer,
  ) {}

  onModuleInit(): void {
    this.events.defineStream(ORDER_STREAM_DEFINITION);
    this.projections.register(customerOrdersProjection);
    this.projections.register(orderPaymentsProjection);
    this.consumers.register(this.dunningMailer);
  }
}
