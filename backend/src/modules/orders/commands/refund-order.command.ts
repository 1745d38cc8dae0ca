import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Problem } from '../../../platform/http/problem';
import { PaymentGateway } from '../../payments';
import { assertRefundable, decideOrder, ORDER_STREAM_DEFINITION } from '../domain/order';
import { REFUND_MESSAGES } from '../orders.messages';
import { CustomerOrders } from '../queries/customer-orders.view';
import { OrderPaymentHistory } from '../queries/order-payment-history.view';
import { asProblem } from './order-problem';

export interface RefundInput {
  orderId: string;
  amount: number;
  reason: string;
  staffEmail: string;
  requestId: string | null;
}

export interface RefundAnswer {
  refundId: string;
  amount: number;
  status: string;
  refundedTotal: number;
  paidTotal: number;
}

/** Staff refund (issue 17): full or partial, with a reason, through the provider the order was paid with. */
export class RefundOrderCommand extends Command<RefundAnswer> {
  constructor(readonly input: RefundInput) {
    super();
  }
}

/**
 * Checks the order's rules, asks the provider, then records order.refunded. The provider's idempotency key is
 * the order and what was refunded before it, so a retried or concurrent request at the same point is the same
 * refund at the provider, and the stream's expected version lets only one of them be recorded.
 */
@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand> {
  private readonly logger = new Logger('refunds');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(OrderPaymentHistory) private readonly payments: OrderPaymentHistory,
  ) {}

  async execute({ input }: RefundOrderCommand): Promise<RefundAnswer> {
    const { orderId, amount, staffEmail, requestId } = input;
    const reason = input.reason.trim();
    const stream = this.store.stream(ORDER_STREAM_DEFINITION);
    try {
      return await withConcurrencyRetry(async () => {
        const order = await stream.aggregate(orderId);
        assertRefundable(order.state, amount, reason);
        const row = await this.orders.byId(orderId);
        const paymentIntentId =
          order.state.provider === 'stripe' ? await this.payments.refundableIntent(orderId, amount, row?.stripe_payment_intent_id ?? null) : null;
        if (order.state.provider === 'stripe' && !paymentIntentId) {
          throw new Problem(HttpStatus.CONFLICT, 'No card payment', REFUND_MESSAGES.noCardPayment, undefined, 'NO_PAYMENT_INTENT');
        }
        let refund;
        try {
          refund = await this.gateway.refund(order.state.provider, order.state.paymentMode, {
            orderId,
            paymentIntentId,
            amount,
            reason,
            idempotencyKey: `refund-${orderId}-${order.state.refundedTotal}-${amount}`,
          });
        } catch (error) {
          this.logger.error({ orderId, err: error }, 'refund refused by the provider');
          throw new Problem(HttpStatus.BAD_GATEWAY, 'Refund failed', REFUND_MESSAGES.providerFailed, undefined, 'REFUND_FAILED');
        }
        const events = decideOrder(
          {
            type: 'record-refund',
            refund: { ...refund, amount, reason, by: staffEmail, provider: order.state.provider, ...(paymentIntentId ? { paymentIntentId } : {}) },
          },
          order.state,
        );
        await stream.append(orderId, order.expected, events, {
          subjectId: order.subjectId,
          metadata: { actor: `staff:${staffEmail}`, correlationId: orderId, ...(requestId ? { requestId } : {}) },
        });
        const refundedTotal = order.state.refundedTotal + amount;
        return { refundId: refund.refundId, amount, status: refund.status, refundedTotal, paidTotal: order.state.paidTotal };
      });
    } catch (error) {
      throw asProblem(error);
    }
  }
}
