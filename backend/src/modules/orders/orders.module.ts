import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { EventRegistry, ProjectionRegistry } from '../../event-store';
import { RateLimitModule } from '../../platform/rate-limit';
import { PaymentsModule } from '../payments/payments.module';
import { DeleteOrderByStaff } from './admin/delete-order.command';
import { OrdersAdminController } from './admin/orders.admin.controller';
import { DiscountCodesAdminController } from './discounts/discount-codes.admin.controller';
import { CheckoutLimits } from './checkout/checkout-limits';
import { CheckoutController } from './checkout/checkout.controller';
import { QuotesController } from './checkout/quotes.controller';
import { StartCheckout } from './checkout/start-checkout.command';
import { CleanupAdminController } from './cleanup/cleanup.admin.controller';
import { ExpirePendingOrdersJob } from './cleanup/expire-pending-orders.job';
import { OrderCleanup } from './cleanup/order-cleanup.service';
import { CompleteCustomerDetails } from './customer/complete-customer-info.command';
import { OrdersController } from './customer/orders.controller';
import { OrdersQuery } from './customer/orders.query';
import { DiscountCodesController } from './discounts/discount-codes.controller';
import { DiscountCodes } from './discounts/discount-codes.repository';
import { DiscountCodesSeed } from './discounts/discount-codes.seed';
import { ORDER_STREAM_DEFINITION } from './domain/order';
import { ORDER_EVENTS } from './domain/order.events';
import { RecordPaymentEvent } from './payments/record-payment-event.command';
import { SandboxCheckoutController } from './payments/sandbox-checkout.controller';
import { StripeWebhookController } from './payments/stripe-webhook.controller';
import { customerOrdersProjection } from './projections/customer-orders.projection';

/** Quote to paid order: prices, discount codes, checkout, payment events, post-payment forms and cleanup. */
@Module({
  imports: [RateLimitModule, PaymentsModule],
  controllers: [QuotesController, DiscountCodesController, CheckoutController, StripeWebhookController, SandboxCheckoutController, OrdersController, CleanupAdminController, OrdersAdminController, DiscountCodesAdminController],
  providers: [
    DiscountCodes,
    DiscountCodesSeed,
    CheckoutLimits,
    StartCheckout,
    RecordPaymentEvent,
    OrdersQuery,
    CompleteCustomerDetails,
    OrderCleanup,
    ExpirePendingOrdersJob,
    DeleteOrderByStaff,
  ],
  exports: [OrdersQuery, DiscountCodes, RecordPaymentEvent, OrderCleanup],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.events.register(...ORDER_EVENTS).registerStream(ORDER_STREAM_DEFINITION);
    this.projections.register(customerOrdersProjection);
  }
}
