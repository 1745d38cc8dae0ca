import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { localDate } from '../../../platform/time/local-time';
import { SentMessages } from '../../email';
import type { AuthenticatedUser } from '../../identity';
import { CustomerOrders, formatOrderNumber, OrderPaymentHistory, type CustomerOrderRow, type OrderMoneyMovement, type OrderPastDue } from '../../orders';
import { ADD_ON_CATALOGUE, ADD_ON_IDS } from '../../pricing';
import {
  CANCELLATION_REASONS,
  CustomerServiceViews,
  PAUSE_MAX_WEEKS,
  customerMaySkip,
  hoursUntil,
  type CustomerPlanView,
  type CustomerVisitView,
} from '../../service';
import { nextChargeDate } from '../domain/next-charge';

export interface AccountVisit {
  id: string;
  date: string;
  windowStart: string;
  windowEnd: string;
  kind: string;
  status: string;
  note: string | null;
  canSkip: boolean;
  /** Why the scooper could not do it (field app), e.g. 'locked-gate'. */
  skipReason: string | null;
  /** The visit's photos (before, after, or of what stopped a skip), each served to the signed-in customer at its url. */
  photos: Array<{ id: string; url: string; kind: 'before' | 'after' | 'skip' }>;
  /** A free return visit staff gave at no charge. */
  freeReturn: boolean;
}

export interface AccountReceipt {
  id: string;
  /** A payment the customer made, or money that went back to them. */
  kind: 'payment' | 'refund';
  /** Cents, positive for both kinds. */
  amount: number;
  paidAt: string;
  /** The service period a renewal paid for (null for a first payment or a refund). */
  periodStart: string | null;
  periodEnd: string | null;
  cardLastFour: string | null;
  /** e.g. 'visa'; null when the provider did not say. */
  cardBrand: string | null;
  description: string;
}

export interface AccountPlan {
  orderId: string;
  /** SCV-10427, what the customer quotes to us (the uuid stays in URLs). */
  orderNumber: string | null;
  planId: string | null;
  status: 'starting' | 'active' | 'paused' | 'cancelled' | 'one-time';
  isSubscription: boolean;
  frequency: string;
  numberOfDogs: string;
  yardSize: string;
  addOns: string[];
  /** The add-ons' ids (what a change of service sends back). */
  addOnIds: string[];
  trashDay: string | null;
  preferredDays: string[];
  pricePerPeriod: number;
  period: 'month' | 'visit';
  nextChargeDate: string | null;
  pausedFrom: string | null;
  resumedFrom: string | null;
  cancelledFrom: string | null;
  address: string;
  upcomingVisits: AccountVisit[];
  pastVisits: AccountVisit[];
  receipts: AccountReceipt[];
  /** The card on file (the one that paid last, or the one saved since); null until the provider said. */
  card: { brand: string; lastFour: string } | null;
  /** An unpaid invoice the customer is asked to settle by updating the card (null in good standing). */
  pastDue: { amountDue: number | null; since: string; suspended: boolean } | null;
  /** A paid, not cancelled subscription: its card can be updated from the account. */
  canUpdateCard: boolean;
}

export interface AccountOverview {
  customer: { email: string; name: string | null };
  plans: AccountPlan[];
  messages: Array<{ id: string; kind: string; subject: string; sentAt: string }>;
  cancellationReasons: readonly string[];
  pauseMaxWeeks: number;
}

/** Everything /account shows, read only from the signed-in user's own orders (by their e-mail address). */
export class GetAccountOverviewQuery extends Query<AccountOverview> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}

const OPEN = ['scheduled', 'assigned'];
/** The planner's actor (service module): its cancellations follow plan changes and are no visit the customer had. */
const PLANNER = 'system:planner';

@QueryHandler(GetAccountOverviewQuery)
export class GetAccountOverviewHandler implements IQueryHandler<GetAccountOverviewQuery> {
  constructor(
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(OrderPaymentHistory) private readonly payments: OrderPaymentHistory,
    @Inject(CustomerServiceViews) private readonly service: CustomerServiceViews,
    @Inject(SentMessages) private readonly messages: SentMessages,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ user }: GetAccountOverviewQuery): Promise<AccountOverview> {
    const orders = await this.orders.paidByEmail(user.email);
    const ids = orders.map((o) => o.id);
    const [plans, visits, messages, payments, pastDue] = await Promise.all([
      this.service.plansOf(ids),
      this.service.visitsOf(ids),
      this.messages.to(user.email),
      this.payments.movementsOf(ids),
      this.payments.pastDueOf(ids),
    ]);
    const now = this.clock.now();
    const today = localDate(this.config.business.timeZone, now);
    return {
      customer: { email: user.email, name: orders[0]?.customer_name ?? user.fullName },
      plans: orders.map((order) => ({
        ...this.planOf(
          order,
          plans.find((p) => p.orderId === order.id) ?? null,
          visits.filter((v) => v.orderId === order.id),
          payments.filter((p) => p.orderId === order.id),
          now,
          today,
        ),
        ...billingOf(order, pastDue.find((p) => p.orderId === order.id) ?? null),
      })),
      messages: messages.map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, sentAt: new Date(m.sentAt).toISOString() })),
      cancellationReasons: CANCELLATION_REASONS,
      pauseMaxWeeks: PAUSE_MAX_WEEKS,
    };
  }

  private planOf(
    order: CustomerOrderRow,
    plan: CustomerPlanView | null,
    visits: CustomerVisitView[],
    payments: OrderMoneyMovement[],
    now: Date,
    today: string,
  ): Omit<AccountPlan, 'card' | 'pastDue' | 'canUpdateCard'> {
    const zone = this.config.business.timeZone;
    const visit = (v: CustomerVisitView): AccountVisit => ({
      id: v.visitId,
      date: v.date,
      windowStart: v.windowStart,
      windowEnd: v.windowEnd,
      kind: v.kind,
      status: v.status,
      note: v.cancellationReason,
      canSkip: OPEN.includes(v.status) && customerMaySkip(hoursUntil(v.date, v.windowStart, now, zone)),
      skipReason: v.skipReason ?? null,
      photos: (v.photos ?? []).map((photo) => ({ id: photo.id, url: `/api/visit-photos/${photo.id}`, kind: photo.kind })),
      freeReturn: v.freeReturn === true,
    });
    // The planner's own cancellations (a pause, changed days) are not visits the customer had: they are left out.
    const shown = visits.filter((v) => v.status !== 'cancelled' || v.cancelledBy !== PLANNER);
    const isUpcoming = (v: CustomerVisitView) => v.date >= today && (OPEN.includes(v.status) || v.status === 'cancelled');
    const upcoming = shown.filter(isUpcoming).slice(0, 12);
    const past = shown
      .filter((v) => !isUpcoming(v) && (v.date < today || !OPEN.includes(v.status)))
      .reverse()
      .slice(0, 20);
    const paidOn = order.paid_at ? localDate(zone, new Date(order.paid_at)) : null;
    // A customer's pause is recorded with its end, so the plan reads active: a pause on now or still to come shows as paused.
    const pauseOn =
      plan?.status === 'active' && plan.pausedFrom !== null && (plan.resumedFrom === null || (plan.resumedFrom > today && plan.resumedFrom > plan.pausedFrom));
    const status: AccountPlan['status'] = !order.is_subscription ? 'one-time' : pauseOn ? 'paused' : (plan?.status ?? 'starting');
    return {
      orderId: order.id,
      orderNumber: formatOrderNumber(order.order_number),
      planId: plan?.planId ?? null,
      status,
      isSubscription: order.is_subscription,
      frequency: order.is_bin_only ? 'bin-only' : (order.service_frequency ?? ''),
      numberOfDogs: order.number_of_dogs ?? '',
      yardSize: order.yard_size ?? '',
      addOns: ADD_ON_IDS.filter((id) => order.add_ons?.[id] === true).map((id) => ADD_ON_CATALOGUE[id].label),
      addOnIds: ADD_ON_IDS.filter((id) => order.add_ons?.[id] === true),
      trashDay: plan?.trashDay ?? order.trash_day ?? null,
      preferredDays: plan?.preferredDays ?? order.preferred_days,
      pricePerPeriod: order.final_price,
      period: order.is_subscription ? 'month' : 'visit',
      nextChargeDate: order.is_subscription && paidOn ? nextChargeDate(paidOn, today, plan?.cancelledFrom ?? null) : null,
      pausedFrom: status === 'paused' ? (plan?.pausedFrom ?? null) : null,
      resumedFrom: status === 'paused' ? (plan?.resumedFrom ?? null) : null,
      cancelledFrom: plan?.cancelledFrom ?? null,
      address: [order.street_address, order.city, order.zip_code].filter(Boolean).join(', '),
      upcomingVisits: upcoming.map(visit),
      pastVisits: past.map(visit),
      receipts: receiptsOf(order, payments),
    };
  }
}

/** The plan's card and standing (issue 17: update the card, settle what is overdue). */
function billingOf(order: CustomerOrderRow, pastDue: OrderPastDue | null): Pick<AccountPlan, 'card' | 'pastDue' | 'canUpdateCard'> {
  return {
    card: order.card_last_four ? { brand: order.card_brand ?? 'card', lastFour: order.card_last_four } : null,
    pastDue: pastDue ? { amountDue: pastDue.amountDue, since: pastDue.since, suspended: pastDue.suspended } : null,
    canUpdateCard: order.is_subscription && order.subscription_status !== 'canceled',
  };
}

/**
 * The order's receipts, newest first: its recorded first payment, renewals and refunds (failed attempts are none).
 * An order paid before payments were recorded shows its first payment from the order itself.
 */
function receiptsOf(order: CustomerOrderRow, payments: OrderMoneyMovement[]): AccountReceipt[] {
  const receipts: AccountReceipt[] = payments.map((p) => ({
    id: p.id,
    kind: p.kind === 'refund' ? 'refund' : 'payment',
    amount: p.amount ?? (p.kind === 'first' ? (order.amount_paid ?? order.due_today) : 0),
    paidAt: p.occurredAt,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    cardLastFour: p.cardLastFour,
    cardBrand: p.cardBrand,
    description:
      p.kind === 'refund'
        ? 'Refund'
        : p.kind === 'renewal'
          ? 'Monthly renewal'
          : order.is_subscription
            ? 'First payment (first month and setup fee)'
            : 'One-time cleanup',
  }));
  if (order.paid_at && !payments.some((p) => p.kind === 'first'))
    receipts.push({
      id: order.id,
      kind: 'payment',
      amount: order.amount_paid ?? order.due_today,
      paidAt: new Date(order.paid_at).toISOString(),
      periodStart: null,
      periodEnd: null,
      cardLastFour: order.card_last_four ?? null,
      cardBrand: order.card_brand ?? null,
      description: order.is_subscription ? 'First payment (first month and setup fee)' : 'One-time cleanup',
    });
  return receipts;
}
