import {
  billingPeriod,
  changedChoices,
  changedQuote,
  prorate,
  Quote,
  QuoteChoices,
  sameService,
  ServiceChangeInvalid,
  ServiceChangeRequest,
} from '../../pricing';
import { SUBSCRIPTION_CHANGE_MESSAGES } from '../orders.messages';
import { OrderRejected, type OrderState, type SubscriptionService } from './order';

/** A change to the same subscription, priced by the pricing module and prorated the sandbox's way (Stripe prorates itself). */
export interface PlannedSubscriptionChange {
  choices: QuoteChoices;
  quote: Quote;
  previousRecurring: number;
  /** Cents per billing interval from the change on. */
  recurring: number;
  intervalMonths: 1 | 3;
  effectiveFrom: string;
  /** The billing period the change falls in (start inclusive, end exclusive: the next charge date). */
  period: { start: string; end: string };
  /** Cents for the rest of the period: positive owed, negative a credit; added to the next charge. */
  prorationAmount: number;
  /** The request asks for what the subscription already has (a replay): nothing to do. */
  unchanged: boolean;
}

/** The subscription a customer may still change: paid, live, not removed, not cancelled, not past due. */
export function assertSubscriptionChangeable(state: OrderState): SubscriptionService {
  if (!state.exists) throw new OrderRejected(404, 'Not Found', SUBSCRIPTION_CHANGE_MESSAGES.notFound);
  if (!state.isSubscription || !state.service)
    throw new OrderRejected(409, 'Not a subscription', SUBSCRIPTION_CHANGE_MESSAGES.notSubscription, 'NOT_SUBSCRIPTION');
  if (state.removed || state.subscriptionStatus === 'canceled')
    throw new OrderRejected(409, 'Subscription ended', SUBSCRIPTION_CHANGE_MESSAGES.ended, 'SUBSCRIPTION_ENDED');
  if (state.paymentStatus !== 'completed') throw new OrderRejected(409, 'Payment Pending', SUBSCRIPTION_CHANGE_MESSAGES.notPaid, 'PAYMENT_PENDING');
  if (state.pastDue) throw new OrderRejected(409, 'Payment overdue', SUBSCRIPTION_CHANGE_MESSAGES.pastDue, 'PAST_DUE');
  return state.service;
}

/**
 * What the change would be: the new choices (checked), the pricing module's quote with the order's own discount
 * and commitment, and the proration from `effectiveFrom` (the Terms' notice) to the end of the period it falls in.
 * `paidOn` is the business-local date of the first payment (the billing anchor). No price comes from the client.
 */
export function planSubscriptionChange(
  state: OrderState,
  request: ServiceChangeRequest,
  dates: { paidOn: string; today: string; effectiveFrom: string },
): PlannedSubscriptionChange {
  const service = assertSubscriptionChangeable(state);
  let choices: QuoteChoices;
  try {
    choices = changedChoices(service.choices, request);
  } catch (error) {
    if (error instanceof ServiceChangeInvalid) throw OrderRejected.invalid(error.errors);
    throw error;
  }
  const quote = changedQuote(choices, service.discountPercent);
  const recurring = quote.recurring?.amount ?? service.recurring;
  const period = billingPeriod(dates.paidOn, dates.today, service.intervalMonths);
  const unchanged = sameService(service.choices, choices);
  return {
    choices,
    quote,
    previousRecurring: service.recurring,
    recurring,
    intervalMonths: service.intervalMonths,
    effectiveFrom: dates.effectiveFrom,
    period,
    prorationAmount: unchanged ? 0 : prorate(service.recurring, recurring, period, dates.effectiveFrom),
    unchanged,
  };
}
