import type Stripe from 'stripe';
import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { fold } from '../../../event-store';
import { firstCharge } from '../../payments';
import { calculateQuote, COMMITMENT_MONTHS, NO_ADD_ONS, NUMBER_OF_DOGS, QuoteChoices, SERVICE_FREQUENCIES, YARD_SIZES } from '../../pricing';
import { checkoutLines } from './checkout-lines';
import { decideOrder, ORDER_STREAM_DEFINITION, OrderCommand } from './order';
import { OrderEvent, PaymentMode } from './order.events';
import { checkoutStartedData } from './order.fixtures';

const given = givenWhenThen(ORDER_STREAM_DEFINITION, decideOrder);

const DUE = 34120;
const started = (overrides: { paymentMode?: PaymentMode; kind?: 'subscription' | 'one-time' } = {}): OrderEvent => ({
  type: 'order.checkout-started',
  data: checkoutStartedData(overrides.kind ?? 'subscription', { paymentMode: overrides.paymentMode, dueToday: DUE }),
});
const STARTED = started();

/** A Stripe-shaped event as the webhook verifies it (only the fields the decisions read). */
function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; livemode?: boolean; created?: number } = {}): Stripe.Event {
  const event = { id: options.id ?? 'evt_1', object: 'event', type, created: options.created ?? 1, livemode: options.livemode ?? false, data: { object } };
  return event as unknown as Stripe.Event;
}
const record = (event: Stripe.Event): OrderCommand => ({ type: 'record-payment-event', event });

const sessionCompleted = (object: Record<string, unknown> = {}, options: { id?: string; livemode?: boolean } = {}) =>
  stripeEvent(
    'checkout.session.completed',
    { id: 'cs_1', payment_status: 'paid', customer: 'cus_1', subscription: 'sub_1', amount_total: DUE, currency: 'usd', ...object },
    options,
  );
const sessionExpired = (options: { id?: string; livemode?: boolean } = {}) =>
  stripeEvent('checkout.session.expired', { id: 'cs_1' }, { id: 'evt_expired', ...options });
const invoicePaid = (object: Record<string, unknown> = {}) =>
  stripeEvent(
    'invoice.paid',
    {
      id: 'in_1',
      customer: 'cus_1',
      amount_paid: DUE,
      currency: 'usd',
      parent: { subscription_details: { subscription: 'sub_1', metadata: { order_id: 'o1' } } },
      ...object,
    },
    { id: 'evt_invoice' },
  );
const invoiceFailed = (invoiceId: string | null, message?: string) =>
  stripeEvent('invoice.payment_failed', { id: invoiceId, ...(message ? { last_finalization_error: { message } } : {}) }, { id: `evt_failed_${invoiceId}` });
const subscription = (status: string, created: number, type = 'customer.subscription.updated') =>
  stripeEvent(type, { id: 'sub_1', status }, { id: `evt_sub_${created}`, created });

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
const FAILED = (invoiceId: string | null, reason = 'The card payment failed.'): OrderEvent => ({
  type: 'order.payment-failed',
  data: { invoiceId, reason, providerEventId: `evt_failed_${invoiceId}` },
});
const EXPIRED: OrderEvent = { type: 'order.checkout-expired', data: { checkoutSessionId: 'cs_1', providerEventId: 'evt_expired' } };
const STATUS = (status: string, created: number): OrderEvent => ({
  type: 'order.subscription-status-changed',
  data: { stripeSubscriptionId: 'sub_1', status, providerCreatedAt: created, providerEventId: `evt_sub_${created}` },
});
const rejected = (reason: 'livemode-mismatch' | 'amount-mismatch', overrides: Record<string, unknown> = {}): OrderEvent[] => [
  { type: 'order.payment-event-rejected', data: expect.objectContaining({ reason, expectedAmount: DUE, ...overrides }) },
];

describe('payment decisions', () => {
  describe('a completed checkout session', () => {
    it('pays a pending order what is due: payment-completed with the provider ids', () => given(STARTED).when(record(sessionCompleted())).then([PAID]));
    it('accepts a session that needed no payment', () =>
      given(STARTED)
        .when(record(sessionCompleted({ payment_status: 'no_payment_required' })))
        .then([PAID]));
    it('ignores a session that is complete but not paid yet (an async payment method)', () =>
      given(STARTED)
        .when(record(sessionCompleted({ payment_status: 'unpaid' })))
        .then([]));
    it('records a one-time payment with its payment intent and no subscription', () =>
      given(started({ kind: 'one-time' }))
        .when(record(sessionCompleted({ subscription: null, payment_intent: 'pi_1' })))
        .then([{ type: 'order.payment-completed', data: { ...PAID.data, stripeSubscriptionId: null, stripePaymentIntentId: 'pi_1' } } as OrderEvent]));
    it('a second delivery (or another completed event) changes nothing once the order is paid', () => {
      given(STARTED, PAID).when(record(sessionCompleted())).then([]);
      given(STARTED, PAID)
        .when(record(sessionCompleted({}, { id: 'evt_2' })))
        .then([]);
    });
    it('a completion of another amount after payment changes nothing either', () =>
      given(STARTED, PAID)
        .when(record(sessionCompleted({ amount_total: 1 })))
        .then([]));
    it('pays an order whose earlier attempt failed', () => given(STARTED, FAILED('in_0')).when(record(sessionCompleted())).then([PAID]));
    it('pays an order whose checkout expired first (the deliveries arrived out of order)', () =>
      given(STARTED, EXPIRED).when(record(sessionCompleted())).then([PAID]));
  });

  describe('the amount due', () => {
    it.each([
      ['one cent short', { amount_total: DUE - 1 }, { amount: DUE - 1 }],
      ['one cent over', { amount_total: DUE + 1 }, { amount: DUE + 1 }],
      ['in another currency', { currency: 'cad' }, { currency: 'cad' }],
      ['as a string', { amount_total: String(DUE) }, { amount: null }],
      ['without an amount', { amount_total: undefined }, { amount: null }],
    ])('refuses a first payment %s: payment-event-rejected, amount-mismatch', (_name, object, recorded) =>
      given(STARTED)
        .when(record(sessionCompleted(object)))
        .then(rejected('amount-mismatch', recorded)),
    );
    it('the refusal carries what was expected and what came, and leaves the order pending', () => {
      const events = decideOrder(record(sessionCompleted({ amount_total: 100 })), given(STARTED).state);
      expect(events).toEqual([
        {
          type: 'order.payment-event-rejected',
          data: {
            reason: 'amount-mismatch',
            providerEventId: 'evt_1',
            providerEventType: 'checkout.session.completed',
            paymentMode: 'test',
            livemode: false,
            expectedAmount: DUE,
            amount: 100,
            currency: 'usd',
          },
        },
      ]);
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, ...events]).paymentStatus).toBe('pending');
    });
  });

  describe('the payment mode', () => {
    it('refuses a live event for a test-mode order, and a test event for a production one: livemode-mismatch', () => {
      given(STARTED)
        .when(record(sessionCompleted({}, { livemode: true })))
        .then(rejected('livemode-mismatch', { paymentMode: 'test', livemode: true }));
      given(started({ paymentMode: 'production' }))
        .when(record(sessionCompleted()))
        .then(rejected('livemode-mismatch', { paymentMode: 'production', livemode: false }));
    });
    it('pays a production-mode order from a live session', () =>
      given(started({ paymentMode: 'production' }))
        .when(record(sessionCompleted({}, { livemode: true })))
        .then([PAID]));
    it('checks the mode before anything else, even for an order already paid or an event that would change nothing', () => {
      given(STARTED, PAID)
        .when(record(sessionCompleted({}, { livemode: true })))
        .then(rejected('livemode-mismatch'));
      given(STARTED)
        .when(record(subscription('active', 5)))
        .then([STATUS('active', 5)]);
      given(STARTED)
        .when(record(stripeEvent('customer.subscription.updated', { id: 'sub_1', status: 'active' }, { livemode: true })))
        .then(rejected('livemode-mismatch'));
    });
  });

  describe('a paid invoice', () => {
    const INVOICE_PAID: OrderEvent = {
      type: 'order.payment-completed',
      data: {
        checkoutSessionId: null,
        stripeCustomerId: 'cus_1',
        stripePaymentIntentId: null,
        stripeSubscriptionId: 'sub_1',
        amountPaid: DUE,
        providerEventId: 'evt_invoice',
      },
    };
    it('pays a pending subscription when it arrives before the session completes', () => given(STARTED).when(record(invoicePaid())).then([INVOICE_PAID]));
    it('changes nothing once the order is paid (the session came first, or the invoice came twice)', () => {
      given(STARTED, PAID).when(record(invoicePaid())).then([]);
      given(STARTED, INVOICE_PAID).when(record(invoicePaid())).then([]);
      given(STARTED, INVOICE_PAID).when(record(sessionCompleted())).then([]);
    });
    it('refuses a first invoice of another amount', () =>
      given(STARTED)
        .when(record(invoicePaid({ amount_paid: 500 })))
        .then(rejected('amount-mismatch', { amount: 500 })));
  });

  describe('an expired checkout session', () => {
    it('cancels a pending order', () => {
      given(STARTED).when(record(sessionExpired())).then([EXPIRED]);
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, EXPIRED]).paymentStatus).toBe('cancelled');
    });
    it('cancels an order whose payment failed', () => given(STARTED, FAILED('in_1')).when(record(sessionExpired())).then([EXPIRED]));
    it('changes nothing after payment (the expiry was delivered late)', () => given(STARTED, PAID).when(record(sessionExpired())).then([]));
    it('changes nothing the second time', () => given(STARTED, EXPIRED).when(record(sessionExpired())).then([]));
  });

  describe('a failed invoice', () => {
    it('records the failure with the provider message, or the default one', () => {
      given(STARTED)
        .when(record(invoiceFailed('in_1', 'Your card was declined.')))
        .then([FAILED('in_1', 'Your card was declined.')]);
      given(STARTED)
        .when(record(invoiceFailed('in_1')))
        .then([FAILED('in_1')]);
    });
    it('records each invoice once: the same invoice again changes nothing, another one is recorded', () => {
      given(STARTED, FAILED('in_1'))
        .when(record(invoiceFailed('in_1')))
        .then([]);
      given(STARTED, FAILED('in_1'))
        .when(record(invoiceFailed('in_2')))
        .then([FAILED('in_2')]);
    });
    it('records a failure without an invoice id every time (nothing to recognise it by)', () =>
      given(STARTED, FAILED(null))
        .when(record(invoiceFailed(null)))
        .then([FAILED(null)]));
    it('a failure after payment is recorded, but the order stays paid', () => {
      given(STARTED, PAID)
        .when(record(invoiceFailed('in_9')))
        .then([FAILED('in_9')]);
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, PAID, FAILED('in_9')]).paymentStatus).toBe('completed');
    });
    it('a failed order is failed until it is paid', () => expect(fold(ORDER_STREAM_DEFINITION, [STARTED, FAILED('in_1')]).paymentStatus).toBe('failed'));
  });

  describe('subscription status', () => {
    it('records a newer status', () =>
      given(STARTED, PAID)
        .when(record(subscription('past_due', 10)))
        .then([STATUS('past_due', 10)]));
    it('a deleted subscription is canceled', () =>
      given(STARTED, PAID)
        .when(record(subscription('whatever', 10, 'customer.subscription.deleted')))
        .then([STATUS('canceled', 10)]));
    it('ignores an older delivery than the status held (out of order)', () =>
      given(STARTED, PAID, STATUS('canceled', 20))
        .when(record(subscription('active', 10)))
        .then([]));
    it('ignores the status it already holds (a duplicate)', () => {
      given(STARTED, PAID, STATUS('past_due', 10))
        .when(record(subscription('past_due', 10)))
        .then([]);
      // Paying a subscription makes it active; an 'active' update adds nothing.
      given(STARTED, PAID)
        .when(record(subscription('active', 10)))
        .then([]);
    });
    it('a status delivered at the same second as the held one still applies when it differs', () =>
      given(STARTED, PAID, STATUS('past_due', 10))
        .when(record(subscription('active', 10)))
        .then([STATUS('active', 10)]));
  });

  describe('anything else', () => {
    it('ignores event types it does not handle', () =>
      given(STARTED)
        .when(record(stripeEvent('charge.refunded', { id: 'ch_1' })))
        .then([]));
    it('decides nothing for an order that was never started', () => given().when(record(sessionCompleted())).then([]));
  });
});

describe('the amount check agrees with what checkout charges', () => {
  const plans: QuoteChoices[] = [];
  for (const serviceFrequency of SERVICE_FREQUENCIES)
    for (const numberOfDogs of NUMBER_OF_DOGS)
      for (const yardSize of YARD_SIZES)
        for (const commitmentMonths of COMMITMENT_MONTHS)
          for (const addOns of [NO_ADD_ONS, { ...NO_ADD_ONS, deodorizing: true, offSiteDisposal: true, keyLockService: true, binTakeOut: true }]) {
            const serviceType = serviceFrequency === 'one-time-cleanup' ? 'one-time' : 'subscription';
            plans.push({
              serviceType,
              serviceFrequency,
              numberOfDogs,
              yardSize,
              addOns,
              trashDay: addOns.binTakeOut ? 'monday' : '',
              commitmentMonths: serviceType === 'one-time' ? 1 : commitmentMonths,
            });
          }
  plans.push({
    serviceType: 'subscription',
    serviceFrequency: '',
    numberOfDogs: '',
    yardSize: '',
    addOns: { ...NO_ADD_ONS, binTakeOut: true, binBringIn: true },
    trashDay: 'friday',
    commitmentMonths: 1,
  });

  it.each([0, 10, 35])('every plan, discount %i%%: the first charge of its checkout lines is its due-today amount', (discountPercent) => {
    for (const choices of plans) {
      const quote = calculateQuote(choices, discountPercent);
      if (!quote) throw new Error(`no quote for ${JSON.stringify(choices)}`);
      expect({ choices, charged: firstCharge(checkoutLines(quote, choices)) }).toEqual({ choices, charged: quote.dueToday });
    }
  });
});

describe('payment details: the payment intent and card behind a payment (issue 17: refunds, receipts)', () => {
  const intent = (id: string, brand = 'visa', last4 = '4242') => ({
    id,
    object: 'payment_intent',
    latest_charge: { id: 'ch_1', payment_method_details: { card: { brand, last4 } } },
  });
  const CARD_PAID: OrderEvent = {
    type: 'order.payment-completed',
    data: { ...PAID.data, stripePaymentIntentId: 'pi_9', cardBrand: 'visa', cardLastFour: '4242' },
  };

  it('reads an expanded payment intent: its id and the card of its latest charge', () =>
    given(STARTED)
      .when(record(sessionCompleted({ payment_intent: intent('pi_9') })))
      .then([CARD_PAID]));
  it("reads an invoice's paid payment (invoice.payments) when it names no payment_intent", () =>
    given(STARTED)
      .when(record(invoicePaid({ payments: { data: [{ status: 'failed' }, { status: 'paid', payment: { payment_intent: 'pi_7' } }] } })))
      .then([expect.objectContaining({ type: 'order.payment-completed', data: expect.objectContaining({ stripePaymentIntentId: 'pi_7' }) })]));
  it('keeps nothing that is not shaped like an id or a card (a brand with markup, last four that are not four digits)', () =>
    given(STARTED)
      .when(record(sessionCompleted({ payment_intent: { id: 'pi_<b>', latest_charge: { payment_method_details: { card: { brand: '<b>', last4: '42' } } } } })))
      .then([PAID]));
  it("fills in a subscription checkout's payment intent from its first invoice, once", () => {
    const first = invoicePaid({ billing_reason: 'subscription_create', payment_intent: intent('pi_5', 'amex', '0005') });
    const RECORDED: OrderEvent = {
      type: 'order.payment-details-recorded',
      data: { invoiceId: 'in_1', paymentIntentId: 'pi_5', cardBrand: 'amex', cardLastFour: '0005', providerEventId: 'evt_invoice' },
    };
    given(STARTED, PAID).when(record(first)).then([RECORDED]);
    given(STARTED, PAID, RECORDED).when(record(first)).then([]);
    given(STARTED, CARD_PAID).when(record(first)).then([]);
  });
  it("records a renewal's payment intent and card", () =>
    given(STARTED, PAID)
      .when(record(invoicePaid({ id: 'in_2', billing_reason: 'subscription_cycle', amount_paid: 31620, payment_intent: intent('pi_2', 'mastercard', '4444') })))
      .then([
        expect.objectContaining({
          type: 'order.renewal-paid',
          data: expect.objectContaining({ invoiceId: 'in_2', paymentIntentId: 'pi_2', cardBrand: 'mastercard', cardLastFour: '4444' }),
        }),
      ]));
});

describe('update the card', () => {
  const card = { provider: 'sandbox' as const, cardBrand: 'mastercard', cardLastFour: '4444' };
  it("records the paid subscription's new card", () =>
    given(STARTED, PAID)
      .when({ type: 'update-card', card })
      .then([{ type: 'order.card-updated', data: card }]));
  it('refuses an unpaid order, a one-time order and a cancelled subscription', () => {
    given(STARTED).when({ type: 'update-card', card }).thenRejected({ status: 409, code: 'NOT_ACTIVE_SUBSCRIPTION' });
    given(started({ kind: 'one-time' }), PAID)
      .when({ type: 'update-card', card })
      .thenRejected({ status: 409 });
    given(STARTED, PAID, STATUS('canceled', 5)).when({ type: 'update-card', card }).thenRejected({ status: 409 });
    given().when({ type: 'update-card', card }).thenRejected({ status: 404 });
  });
});
