import type Stripe from 'stripe';
import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { daysBetween, inBusinessHours, reminderDue } from './dunning';
import { decideOrder, ORDER_STREAM_DEFINITION, OrderCommand } from './order';
import { OrderEvent } from './order.events';
import { checkoutStartedData } from './order.fixtures';

const given = givenWhenThen(ORDER_STREAM_DEFINITION, decideOrder);
const DUE = 14600;
const STARTED: OrderEvent = { type: 'order.checkout-started', data: checkoutStartedData('subscription', { dueToday: DUE }) };
const ONE_TIME: OrderEvent = { type: 'order.checkout-started', data: checkoutStartedData('one-time', { dueToday: DUE }) };
const PAID: OrderEvent = {
  type: 'order.payment-completed',
  data: {
    checkoutSessionId: 'cs_1',
    stripeCustomerId: 'cus_1',
    stripePaymentIntentId: null,
    stripeSubscriptionId: 'sub_1',
    amountPaid: DUE,
    providerEventId: 'evt_1',
  },
};

const event = (type: string, object: Record<string, unknown>, id: string): OrderCommand => ({
  type: 'record-payment-event',
  event: { id, object: 'event', type, created: 1, livemode: false, data: { object } } as unknown as Stripe.Event,
});
const invoicePaid = (invoiceId: string, billingReason: string | undefined, amount = 9600) =>
  event(
    'invoice.paid',
    {
      id: invoiceId,
      amount_paid: amount,
      currency: 'usd',
      ...(billingReason ? { billing_reason: billingReason } : {}),
      lines: { data: [{ period: { start: 1_764_547_200, end: 1_767_225_600 } }] },
    },
    `evt_paid_${invoiceId}`,
  );
const invoiceFailed = (invoiceId: string) => event('invoice.payment_failed', { id: invoiceId, amount_due: 9600 }, `evt_failed_${invoiceId}`);

const RENEWED = (invoiceId: string, recovered = false): OrderEvent => ({
  type: 'order.renewal-paid',
  data: {
    invoiceId,
    amount: 9600,
    currency: 'usd',
    periodStart: '2025-12-01T00:00:00.000Z',
    periodEnd: '2026-01-01T00:00:00.000Z',
    billingReason: 'subscription_cycle',
    recovered,
    providerEventId: `evt_paid_${invoiceId}`,
  },
});
const FAILED = (invoiceId: string): OrderEvent => ({
  type: 'order.payment-failed',
  data: { invoiceId, reason: 'The card payment failed.', providerEventId: `evt_failed_${invoiceId}`, amountDue: 9600 },
});
const tick = (daysOverdue: number, businessHours = true): OrderCommand => ({ type: 'dunning-tick', daysOverdue, businessHours });
const REMINDED = (day: number, invoiceId = 'in_2'): OrderEvent => ({ type: 'order.dunning-reminder-sent', data: { invoiceId, day } });
const SUSPENDED = (days: number): OrderEvent => ({ type: 'order.service-suspended', data: { invoiceId: 'in_2', daysOverdue: days } });

describe('renewals', () => {
  it('records a later invoice paid on a paid subscription with its amount, period and invoice id', () =>
    given(STARTED, PAID)
      .when(invoicePaid('in_2', 'subscription_cycle'))
      .then([RENEWED('in_2')]));
  it('records each invoice once, whatever the deliveries', () =>
    given(STARTED, PAID, RENEWED('in_2')).when(invoicePaid('in_2', 'subscription_cycle')).then([]));
  it('leaves the first invoice to the checkout payment (subscription_create, or no billing reason)', () => {
    given(STARTED, PAID)
      .when(invoicePaid('in_1', 'subscription_create', DUE))
      .then([]);
    given(STARTED, PAID)
      .when(invoicePaid('in_1', undefined, DUE))
      .then([]);
  });
  it('records nothing for a one-time order', () => given(ONE_TIME, PAID).when(invoicePaid('in_2', 'subscription_cycle')).then([]));
  it('marks an invoice paid after it failed as recovered, and clears past due', () => {
    const after = given(STARTED, PAID, FAILED('in_2'));
    expect(after.state.pastDue).toEqual({ invoiceId: 'in_2', remindersSent: [], suspended: false });
    after.when(invoicePaid('in_2', 'subscription_cycle')).then([RENEWED('in_2', true)]);
    expect(given(STARTED, PAID, FAILED('in_2'), RENEWED('in_2', true)).state.pastDue).toBeNull();
  });
  it('ignores a failure delivered after the same invoice was paid', () => given(STARTED, PAID, RENEWED('in_2')).when(invoiceFailed('in_2')).then([]));
  it('records a renewal failure with the amount asked for', () =>
    given(STARTED, PAID)
      .when(invoiceFailed('in_2'))
      .then([FAILED('in_2')]));
  it('does not make a first checkout that failed past due', () => expect(given(STARTED, FAILED('in_1')).state.pastDue).toBeNull());
});

describe('the dunning sequence', () => {
  const pastDue = [STARTED, PAID, FAILED('in_2')];
  it('sends day 0 at once in business hours', () =>
    given(...pastDue)
      .when(tick(0))
      .then([REMINDED(0)]));
  it('sends nothing outside business hours', () =>
    given(...pastDue)
      .when(tick(0, false))
      .then([]));
  it('sends each day once', () =>
    given(...pastDue, REMINDED(0))
      .when(tick(2))
      .then([]));
  it('sends day 3 and day 7 when reached', () => {
    given(...pastDue, REMINDED(0))
      .when(tick(3))
      .then([REMINDED(3)]);
    given(...pastDue, REMINDED(0), REMINDED(3))
      .when(tick(8))
      .then([REMINDED(7)]);
  });
  it('sends only the latest reached day when earlier ones were missed', () =>
    given(...pastDue)
      .when(tick(4))
      .then([REMINDED(3)]));
  it('suspends future visits at 15 days overdue, once, even at night', () => {
    const reminded = [...pastDue, REMINDED(0), REMINDED(3), REMINDED(7)];
    given(...reminded)
      .when(tick(14))
      .then([]);
    given(...reminded)
      .when(tick(15, false))
      .then([SUSPENDED(15)]);
    given(...reminded, SUSPENDED(15))
      .when(tick(16))
      .then([]);
  });
  it('stops once paid, and for an order never past due or cancelled', () => {
    given(...pastDue, REMINDED(0), RENEWED('in_2', true))
      .when(tick(3))
      .then([]);
    given(STARTED, PAID).when(tick(3)).then([]);
    const cancelled: OrderEvent = {
      type: 'order.subscription-status-changed',
      data: { stripeSubscriptionId: 'sub_1', status: 'canceled', providerCreatedAt: 5, providerEventId: 'evt_del' },
    };
    given(...pastDue, cancelled)
      .when(tick(15))
      .then([]);
  });
});

describe('dunning settings', () => {
  it('counts calendar days across DST', () => {
    expect(daysBetween('2026-03-06', '2026-03-09')).toBe(3);
    expect(daysBetween('2026-10-30', '2026-11-06')).toBe(7);
  });
  it('opens Monday to Friday, 08:00 to 16:59 local', () => {
    expect(inBusinessHours({ date: '2026-11-23', weekday: 1, hour: 8 })).toBe(true);
    expect(inBusinessHours({ date: '2026-11-23', weekday: 1, hour: 17 })).toBe(false);
    expect(inBusinessHours({ date: '2026-11-23', weekday: 1, hour: 2 })).toBe(false);
    expect(inBusinessHours({ date: '2026-11-28', weekday: 6, hour: 10 })).toBe(false);
  });
  it('is due on the latest reached day not yet covered', () => {
    expect(reminderDue(0, [])).toBe(0);
    expect(reminderDue(2, [0])).toBeNull();
    expect(reminderDue(10, [0, 3])).toBe(7);
    expect(reminderDue(10, [7])).toBeNull();
  });
});

describe('refunds', () => {
  const refund = (amount: number, reason = 'Missed visit'): OrderCommand => ({
    type: 'record-refund',
    refund: { refundId: 're_1', amount, reason, by: 'staff@example.com', provider: 'sandbox', status: 'succeeded' },
  });
  const REFUNDED = (amount: number): OrderEvent => ({
    type: 'order.refunded',
    data: { refundId: 're_1', amount, reason: 'Missed visit', by: 'staff@example.com', provider: 'sandbox', status: 'succeeded' },
  });
  it('refunds part of what was paid, then up to the rest, renewals included', () => {
    given(STARTED, PAID)
      .when(refund(1000))
      .then([REFUNDED(1000)]);
    given(STARTED, PAID, RENEWED('in_2'), REFUNDED(1000))
      .when(refund(DUE + 9600 - 1000))
      .then([REFUNDED(DUE + 9600 - 1000)]);
  });
  it('refuses more than is left, zero, fractions and a blank reason', () => {
    given(STARTED, PAID, REFUNDED(1000))
      .when(refund(DUE))
      .thenRejected({ status: 400, errors: { amount: 'Refund amount must be a whole number of cents from 1 to 13600 ($136.00).' } });
    given(STARTED, PAID).when(refund(0)).thenRejected({ status: 400 });
    given(STARTED, PAID).when(refund(10.5)).thenRejected({ status: 400 });
    given(STARTED, PAID)
      .when(refund(100, '  '))
      .thenRejected({ status: 400, errors: { reason: expect.any(String) } });
  });
  it('refuses an unpaid or fully refunded order', () => {
    given(STARTED).when(refund(100)).thenRejected({ status: 409, code: 'NOT_PAID' });
    given(STARTED, PAID, REFUNDED(DUE)).when(refund(1)).thenRejected({ status: 409, code: 'FULLY_REFUNDED' });
  });
});
