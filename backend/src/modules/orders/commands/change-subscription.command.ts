import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { PoolClient } from 'pg';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { localDate } from '../../../platform/time/local-time';
import { PaymentGateway } from '../../payments';
import { QuoteLine, ServiceChangeRequest } from '../../pricing';
import { decideOrder, ORDER_STREAM_DEFINITION, OrderRejected, OrderState } from '../domain/order';
import { PlannedSubscriptionChange, planSubscriptionChange } from '../domain/subscription-change';
import { SUBSCRIPTION_CHANGE_MESSAGES } from '../orders.messages';
import { CustomerOrders } from '../queries/customer-orders.view';
import { asProblem } from './order-problem';

/** What the customer sees before and after confirming: prices are the server's, never the client's. */
export interface SubscriptionChangeView {
  orderId: string;
  /** True when the request asks for what the plan already has (nothing is or was changed). */
  unchanged: boolean;
  choices: { serviceFrequency: string; numberOfDogs: string; addOns: string[]; trashDay: string | null };
  /** Cents per month before and after (the quote's monthly figure). */
  currentMonthlyPrice: number;
  newMonthlyPrice: number;
  /** Cents per billing interval (every `intervalMonths` months) after the change. */
  newRecurring: number;
  intervalMonths: 1 | 3;
  lineItems: QuoteLine[];
  /** The first day the changed service is delivered (the Terms' 48 hours' notice). */
  effectiveFrom: string;
  /** Cents for the rest of this period at the new price (negative: a credit), added to the next charge. */
  prorationAmount: number;
  nextChargeDate: string;
  /** Cents: the next charge with the proration (never below zero; a larger credit carries over). */
  nextChargeAmount: number;
  message: string;
}

export interface ChangeDates {
  today: string;
  effectiveFrom: string;
}

export interface ChangeContext {
  actor: string;
  requestId: string | null;
}

/**
 * The customer's change to the same subscription (issue 17). `preview` only prices it; otherwise the provider
 * applies it (Stripe: new item price, create_prorations) under an idempotency key made of the order, its change
 * count and the new choices, then order.subscription-changed is recorded. The caller has checked the order is theirs.
 */
export class ChangeSubscriptionCommand extends Command<SubscriptionChangeView> {
  constructor(
    readonly orderId: string,
    readonly request: ServiceChangeRequest,
    readonly dates: ChangeDates,
    readonly context: ChangeContext,
    readonly preview: boolean,
  ) {
    super();
  }
}

@CommandHandler(ChangeSubscriptionCommand)
export class ChangeSubscriptionHandler implements ICommandHandler<ChangeSubscriptionCommand> {
  private readonly logger = new Logger('subscription-change');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute(command: ChangeSubscriptionCommand): Promise<SubscriptionChangeView> {
    try {
      if (command.preview) return await withConcurrencyRetry(() => this.decide(command));
      return await withConcurrencyRetry(() => this.oneAtATime(command.orderId, (client) => this.decide(command, client)));
    } catch (error) {
      throw asProblem(error);
    }
  }

  /**
   * Runs a confirmed change while holding the order's change lock, in one transaction: concurrent identical posts (a
   * double click, ten tabs) reach the provider once; the others then find the change made and answer "unchanged". A
   * post that cannot have the lock waits outside the pool (a held connection each would starve the requests) and gives up
   * with a 409 after the configured CHANGE_LOCK_WAIT_MS (5 s).
   */
  private async oneAtATime<T>(orderId: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const started = performance.now();
    for (;;) {
      const outcome = await this.db.transaction(async (client) => {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked', [
          `subscription-change:${orderId}`,
        ]);
        return rows[0].locked ? { done: await work(client) } : null;
      });
      if (outcome) return outcome.done;
      if (performance.now() - started > this.config.env.CHANGE_LOCK_WAIT_MS) {
        throw new Problem(HttpStatus.CONFLICT, 'Change in progress', SUBSCRIPTION_CHANGE_MESSAGES.inProgress, undefined, 'CHANGE_IN_PROGRESS', {
          'Retry-After': '2',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, CHANGE_LOCK_RETRY_MS));
    }
  }

  /** Prices the change, and unless it is a preview or changes nothing, has the provider apply it and records it (on `client`'s transaction). */
  private async decide({ orderId, request, dates, context, preview }: ChangeSubscriptionCommand, client?: PoolClient): Promise<SubscriptionChangeView> {
    const stream = this.store.stream(ORDER_STREAM_DEFINITION);
    const order = await stream.aggregate(orderId, client ? { client } : {});
    const row = await this.orders.byId(orderId, client);
    if (!order.state.exists || !row) throw new OrderRejected(404, 'Not Found', SUBSCRIPTION_CHANGE_MESSAGES.notFound);
    if (!row.paid_at) throw new OrderRejected(409, 'Payment Pending', SUBSCRIPTION_CHANGE_MESSAGES.notPaid, 'PAYMENT_PENDING');
    const paidOn = localDate(this.config.business.timeZone, new Date(row.paid_at));
    const planned = planSubscriptionChange(order.state, request, { paidOn, ...dates });
    if (preview || planned.unchanged) return viewOf(orderId, order.state, planned, planned.unchanged ? SUBSCRIPTION_CHANGE_MESSAGES.unchanged : '');
    const subscriptionId = row.stripe_subscription_id ?? null;
    const { provider, paymentMode } = order.state;
    if (provider === 'stripe' && !subscriptionId) {
      throw new Problem(
        HttpStatus.CONFLICT,
        'No subscription at the provider',
        SUBSCRIPTION_CHANGE_MESSAGES.noSubscriptionAtProvider,
        undefined,
        'NO_SUBSCRIPTION',
      );
    }
    try {
      await this.gateway.changeSubscription(provider, paymentMode, {
        orderId,
        subscriptionId,
        recurringAmount: planned.recurring,
        intervalMonths: planned.intervalMonths,
        prorationDate: planned.prorationAmount !== 0 ? prorationInstant(planned.effectiveFrom) : null,
        idempotencyKey: `plan-change-${orderId}-${order.state.subscriptionChanges + 1}-${fingerprint(planned)}`,
      });
    } catch (error) {
      this.logger.error({ orderId, err: error }, 'subscription change refused by the provider');
      throw new Problem(HttpStatus.BAD_GATEWAY, 'Change failed', SUBSCRIPTION_CHANGE_MESSAGES.providerFailed, undefined, 'CHANGE_FAILED');
    }
    const events = decideOrder({ type: 'change-subscription', change: planned, provider, providerSubscriptionId: subscriptionId }, order.state);
    await stream.append(orderId, order.expected, events, {
      ...(client ? { client } : {}),
      subjectId: order.subjectId,
      metadata: { actor: context.actor, correlationId: orderId, ...(context.requestId ? { requestId: context.requestId } : {}) },
    });
    return viewOf(orderId, order.state, planned, SUBSCRIPTION_CHANGE_MESSAGES.changed);
  }
}

/** How often a confirmed change waiting for another change of the same order tries the lock again. */
const CHANGE_LOCK_RETRY_MS = 50;

/** The new choices in a few hex digits: a different change retried at the same point gets another key. */
function fingerprint(planned: PlannedSubscriptionChange): string {
  const { serviceFrequency, numberOfDogs, addOns, trashDay } = planned.choices;
  return createHash('sha256')
    .update(JSON.stringify([serviceFrequency, numberOfDogs, trashDay, Object.entries(addOns).sort(), planned.recurring]))
    .digest('hex')
    .slice(0, 16);
}

/** Noon UTC of the effective date, in seconds (inside the business day wherever the business is in the US). */
const prorationInstant = (date: string) => Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000);

function viewOf(orderId: string, state: OrderState, planned: PlannedSubscriptionChange, message: string): SubscriptionChangeView {
  const { choices, quote } = planned;
  const pending = state.pendingProration + (planned.unchanged ? 0 : planned.prorationAmount);
  return {
    orderId,
    unchanged: planned.unchanged,
    choices: {
      serviceFrequency: choices.serviceFrequency,
      numberOfDogs: choices.numberOfDogs,
      addOns: Object.entries(choices.addOns)
        .filter(([, on]) => on)
        .map(([id]) => id),
      trashDay: choices.trashDay || null,
    },
    currentMonthlyPrice: Math.round(planned.previousRecurring / planned.intervalMonths),
    newMonthlyPrice: quote.finalPrice,
    newRecurring: planned.recurring,
    intervalMonths: planned.intervalMonths,
    lineItems: quote.lineItems.filter((line) => line.id !== 'setup'),
    effectiveFrom: planned.effectiveFrom,
    prorationAmount: planned.unchanged ? 0 : planned.prorationAmount,
    nextChargeDate: planned.period.end,
    nextChargeAmount: Math.max(0, planned.recurring + pending),
    message,
  };
}
