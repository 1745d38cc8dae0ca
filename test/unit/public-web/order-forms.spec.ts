// The post-payment forms' rules as the browser runs them (the same module the server checks with). The e2e journeys
// keep one pass through each form; every message permutation lives here.
import {
  CUSTOMER_INFO_MESSAGES,
  customerInfoErrors,
  ONBOARDING_DAYS,
  ONBOARDING_MAX_DAYS,
  ONBOARDING_MESSAGES,
  ONBOARDING_MIN_DAYS,
  onboardingErrors,
  TIME_SLOTS,
} from '../../../public-web/src/orders/order-rules';

const TOMORROW = '2026-01-16';
const blankInfo = { streetAddress: '', preferredDays: [], scheduledDate: '', timeSlot: '', dogInfo: [{ name: '', breed: '' }] };

describe('customer info: the spec’s messages (public-web)', () => {
  it('a subscription without address, days or a complete dog gets the three messages in the spec words', () => {
    expect(customerInfoErrors({ ...blankInfo, dogInfo: [{ name: 'Biscuit', breed: '' }] }, true, TOMORROW)).toEqual({
      streetAddress: 'Please enter your street address.',
      preferredDays: 'Please select at least one preferred day for service.',
      dogInfo: "Please provide at least one dog's name and breed.",
    });
  });

  it('a one-time rescue asks for a date and a time slot instead of days', () => {
    expect(customerInfoErrors(blankInfo, false, TOMORROW)).toEqual({
      streetAddress: 'Please enter your street address.',
      scheduledDate: 'Please select your preferred service date.',
      timeSlot: 'Please select your preferred time slot.',
      dogInfo: "Please provide at least one dog's name and breed.",
    });
  });

  it('a one-time date before tomorrow is refused; tomorrow and a listed slot are fine', () => {
    const rescue = { ...blankInfo, streetAddress: '25000 Valencia Blvd', dogInfo: [{ name: 'Maple', breed: 'Labrador' }], timeSlot: '12pm-3pm' };
    expect(customerInfoErrors({ ...rescue, scheduledDate: '2026-01-15' }, false, TOMORROW)).toEqual({
      scheduledDate: CUSTOMER_INFO_MESSAGES.scheduledDateTooSoon,
    });
    expect(customerInfoErrors({ ...rescue, scheduledDate: TOMORROW }, false, TOMORROW)).toEqual({});
    expect(TIME_SLOTS).toContain('12pm-3pm');
    expect(customerInfoErrors({ ...rescue, scheduledDate: TOMORROW, timeSlot: 'noon' }, false, TOMORROW)).toEqual({
      timeSlot: CUSTOMER_INFO_MESSAGES.timeSlot,
    });
  });

  it('a trash-bins-only order needs no dogs', () => {
    expect(customerInfoErrors({ ...blankInfo, streetAddress: '26000 Bouquet Canyon Rd', preferredDays: ['wednesday'] }, true, TOMORROW, false)).toEqual({});
  });

  it('the page titles and texts are the spec’s', () => {
    expect(CUSTOMER_INFO_MESSAGES).toMatchObject({
      addressTitle: 'Address Required',
      orderNotFoundTitle: 'Order Not Found',
      orderNotFound: 'Unable to find your order. Please contact support.',
      detailsSavedTitle: 'Details Already Saved',
    });
  });
});

describe('onboarding: its rules and at most three days (public-web)', () => {
  const good = { streetAddress: '24000 Main St', city: 'Santa Clarita', zipCode: '91354', preferredDays: ['monday', 'wednesday'] };

  it('an empty form with one day gets every message in the spec words', () => {
    expect(onboardingErrors({ streetAddress: '', city: '', zipCode: '', preferredDays: ['monday'] })).toEqual({
      streetAddress: 'Street address is required',
      city: 'City is required',
      zipCode: 'ZIP code is required',
      preferredDays: 'Please select at least 2 preferred service days',
    });
  });

  it('a malformed ZIP is refused', () => {
    expect(onboardingErrors({ ...good, zipCode: '9135a' })).toEqual({ zipCode: 'Please enter a valid ZIP code' });
  });

  it('takes two or three days of Monday to Sunday, never four', () => {
    expect([ONBOARDING_MIN_DAYS, ONBOARDING_MAX_DAYS]).toEqual([2, 3]);
    expect(ONBOARDING_DAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(onboardingErrors({ ...good, preferredDays: ['monday', 'wednesday', 'sunday'] })).toEqual({});
    expect(onboardingErrors({ ...good, preferredDays: ['monday', 'wednesday', 'friday', 'sunday'] })).toEqual({
      preferredDays: ONBOARDING_MESSAGES.tooManyDays,
    });
  });
});
