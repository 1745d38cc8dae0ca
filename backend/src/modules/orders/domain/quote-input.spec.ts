import { NO_ADD_ONS, validateChoices } from '../../pricing';
import { toChoices, wrongEndpointMessage } from './quote-input';

describe('checkout input', () => {
  it('reads the request fields as the price table spells them: trimmed, yard and trash day lower-cased, add-ons only when true', () => {
    const choices = toChoices(
      { serviceFrequency: ' weekly ', numberOfDogs: ' 2', yardSize: 'Medium ', addOns: { deodorizing: true, binTakeOut: false }, trashDay: ' Monday' },
      'subscription',
    );
    expect(choices).toEqual({
      serviceType: 'subscription',
      serviceFrequency: 'weekly',
      numberOfDogs: '2',
      yardSize: 'medium',
      addOns: { ...NO_ADD_ONS, deodorizing: true },
      trashDay: 'monday',
      commitmentMonths: 1,
    });
    expect(validateChoices(choices)).toEqual({});
  });

  it('leaves unknown values for the pricing module to refuse', () => {
    expect(Object.keys(validateChoices(toChoices({ serviceFrequency: 'hourly', numberOfDogs: '9', yardSize: 'huge' }, 'subscription'))).length).toBeGreaterThan(
      0,
    );
  });

  it('each kind of plan is paid through its own endpoint', () => {
    expect(wrongEndpointMessage('one-time', 'subscription')).toBe('A subscription is paid through /api/checkout/subscription');
    expect(wrongEndpointMessage('one-time', 'bin-only')).toBe('A subscription is paid through /api/checkout/subscription');
    expect(wrongEndpointMessage('subscription', 'one-time')).toBe('A one-time cleanup is paid through /api/checkout/one-time');
    expect(wrongEndpointMessage('subscription', 'subscription')).toBeNull();
    expect(wrongEndpointMessage('subscription', 'bin-only')).toBeNull();
    expect(wrongEndpointMessage('one-time', 'one-time')).toBeNull();
  });
});
