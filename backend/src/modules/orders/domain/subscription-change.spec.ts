import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { calculateQuote } from '../../pricing';
import { SUBSCRIPTION_CHANGE_MESSAGES } from '../orders.messages';
import { decideOrder, ORDER_STREAM_DEFINITION, OrderRejected } from './order';
import { OrderEvent, orderPricing } from './order.events';
import { checkoutStartedData, fixtureChoices } from './order.fixtures';
import { planSubscriptionChange } from './subscription-change';

const given = givenWhenThen(ORDER_STREAM_DEFINITION, decideOrder);
const STARTED: OrderEvent = { type: 'order.checkout-started', data: checkoutStartedData('subscription') };
const PAID: OrderEvent = {
  type: 'order.payment-completed',
  data: {
    checkoutSessionId: 'cs_1',
    stripeCustomerId: 'cus_1',
    stripePaymentIntentId: null,
    stripeSubscriptionId: 'sub_1',
    amountPaid: null,
    providerEventId: 'evt_1',
  },
};
// Weekly, 2 dogs, medium yard: $31 × 4 = $124 a month, first paid 15 January.
const DATES = { paidOn: '2026-01-15', today: '2026-01-30', effectiveFrom: '2026-02-01' };
const ADD_BRING_IN = { addOns: { binBringIn: true }, trashDay: 'thursday' };

const plannedFor = (...history: OrderEvent[]) => planSubscriptionChange(given(...history).state, ADD_BRING_IN, DATES);

describe('order: the customer changes the same subscription (issue 17)', () => {
  it('prices the change with the pricing module and prorates the rest of the period to the cent', () => {
    const planned = plannedFor(STARTED, PAID);
    const expected = calculateQuote({
      ...fixtureChoices('subscription'),
      addOns: { ...fixtureChoices('subscription').addOns, binBringIn: true },
      trashDay: 'thursday',
    })!;
    expect(planned.quote).toEqual(expected);
    expect(planned).toMatchObject({
      previousRecurring: 12400,
      recurring: 14380,
      intervalMonths: 1,
      period: { start: '2026-01-15', end: '2026-02-15' },
      // +$19.80 a month for 14 of 31 days: 1980 × 14 / 31 = 894.19 → 894 cents.
      prorationAmount: 894,
      unchanged: false,
    });
  });

  it('records order.subscription-changed with the new pricing, the proration and the provider', () => {
    const planned = plannedFor(STARTED, PAID);
    given(STARTED, PAID)
      .when({ type: 'change-subscription', change: planned, provider: 'stripe', providerSubscriptionId: 'sub_1' })
      .then([
        {
          type: 'order.subscription-changed',
          data: {
            changeNumber: 1,
            choices: planned.choices,
            pricing: orderPricing(planned.quote),
            previousRecurring: 12400,
            recurring: 14380,
            intervalMonths: 1,
            effectiveFrom: '2026-02-01',
            prorationAmount: 894,
            provider: 'stripe',
            providerSubscriptionId: 'sub_1',
          },
        },
      ]);
  });

  it('a replayed change finds the subscription already changed: nothing new, and the next charge carries the proration', () => {
    const planned = plannedFor(STARTED, PAID);
    const [changed] = decideOrder(
      { type: 'change-subscription', change: planned, provider: 'sandbox', providerSubscriptionId: null },
      given(STARTED, PAID).state,
    );
    const again = plannedFor(STARTED, PAID, changed);
    expect(again).toMatchObject({ unchanged: true, prorationAmount: 0, previousRecurring: 14380 });
    given(STARTED, PAID, changed).when({ type: 'change-subscription', change: again, provider: 'sandbox', providerSubscriptionId: null }).then([]);
    expect(given(STARTED, PAID, changed).state).toMatchObject({ subscriptionChanges: 1, pendingProration: 894 });
    const renewal: OrderEvent = {
      type: 'order.renewal-paid',
      data: {
        invoiceId: 'in_2',
        amount: 15274,
        currency: 'usd',
        periodStart: null,
        periodEnd: null,
        billingReason: 'subscription_cycle',
        recovered: false,
        providerEventId: 'evt_2',
      },
    };
    expect(given(STARTED, PAID, changed, renewal).state.pendingProration).toBe(0);
  });

  it('refuses an unpaid order, a one-time cleanup, an ended or past-due subscription, and a removed order', () => {
    const refused = (status: number, message: string) => [{ status, message }, OrderRejected] as const;
    expect(() => plannedFor(STARTED)).toThrow(SUBSCRIPTION_CHANGE_MESSAGES.notPaid);
    expect(() => plannedFor()).toThrow(SUBSCRIPTION_CHANGE_MESSAGES.notFound);
    const oneTime: OrderEvent = { type: 'order.checkout-started', data: checkoutStartedData('one-time') };
    expect(() => plannedFor(oneTime, PAID)).toThrow(SUBSCRIPTION_CHANGE_MESSAGES.notSubscription);
    const ended: OrderEvent = {
      type: 'order.subscription-status-changed',
      data: { stripeSubscriptionId: 'sub_1', status: 'canceled', providerCreatedAt: 2, providerEventId: 'evt_3' },
    };
    const planned = plannedFor(STARTED, PAID);
    given(STARTED, PAID, ended)
      .when({ type: 'change-subscription', change: planned, provider: 'stripe', providerSubscriptionId: 'sub_1' })
      .thenRejected(...refused(409, SUBSCRIPTION_CHANGE_MESSAGES.ended));
    const failed: OrderEvent = { type: 'order.payment-failed', data: { invoiceId: 'in_9', reason: 'declined', providerEventId: 'evt_9' } };
    given(STARTED, PAID, failed)
      .when({ type: 'change-subscription', change: planned, provider: 'stripe', providerSubscriptionId: 'sub_1' })
      .thenRejected(...refused(409, SUBSCRIPTION_CHANGE_MESSAGES.pastDue));
    given(STARTED, PAID, { type: 'order.deleted-by-staff', data: { by: 'staff' } })
      .when({ type: 'change-subscription', change: planned, provider: 'stripe', providerSubscriptionId: 'sub_1' })
      .thenRejected(...refused(409, SUBSCRIPTION_CHANGE_MESSAGES.ended));
  });

  it('answers field errors as a 400 with the field named', () => {
    let thrown: unknown;
    try {
      planSubscriptionChange(given(STARTED, PAID).state, { numberOfDogs: '12', addOns: { finalPrice: 1 } }, DATES);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(OrderRejected);
    expect(thrown).toMatchObject({ status: 400, errors: { numberOfDogs: expect.any(String), addOns: expect.any(String) } });
  });
});
