import { calculateQuote, NO_ADD_ONS, QuoteChoices } from '../../pricing';
import { CheckoutStarted, orderPricing, PaymentMode } from './order.events';

export type FixtureKind = 'subscription' | 'one-time' | 'bin-only';

/** The choices behind a fixture order: 2 dogs, medium yard, weekly (or a one-time cleanup, or bins only). */
export function fixtureChoices(kind: FixtureKind): QuoteChoices {
  if (kind === 'bin-only') {
    return {
      serviceType: 'subscription',
      serviceFrequency: '',
      numberOfDogs: '',
      yardSize: '',
      addOns: { ...NO_ADD_ONS, binTakeOut: true },
      trashDay: 'friday',
      commitmentMonths: 1,
    };
  }
  return {
    serviceType: kind,
    serviceFrequency: kind === 'one-time' ? 'one-time-cleanup' : 'weekly',
    numberOfDogs: '2',
    yardSize: 'medium',
    addOns: NO_ADD_ONS,
    trashDay: '',
    commitmentMonths: 1,
  };
}

/** order.checkout-started's data for order o1 and session cs_1, priced by the pricing module (for specs). */
export function checkoutStartedData(kind: FixtureKind = 'subscription', overrides: { paymentMode?: PaymentMode; dueToday?: number } = {}): CheckoutStarted {
  const choices = fixtureChoices(kind);
  const pricing = orderPricing(calculateQuote(choices, 0)!);
  return {
    orderId: 'o1',
    customer: { name: 'Jamie Rivera', email: 'jamie@example.com', phone: '(661) 555-0100', zipCode: '91354', specialInstructions: '' },
    choices,
    pricing: overrides.dueToday === undefined ? pricing : { ...pricing, dueToday: overrides.dueToday },
    discountCode: null,
    leadId: null,
    paymentMode: overrides.paymentMode ?? 'test',
    provider: 'sandbox',
    checkoutSessionId: 'cs_1',
    checkoutUrl: '/checkout/sandbox/cs_1',
    fingerprint: 'fp',
  };
}
