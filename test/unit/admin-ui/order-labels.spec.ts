// Issue 18 §18: the order page in business language; the walkthrough found the subscription's state printed as a slug.
import { dayLabels, frequencyLabel, subscriptionStatusLabel, yardLabel } from '../../../admin-ui/src/orders/order-labels';

describe('order labels', () => {
  it("names Stripe's subscription states in words", () => {
    expect(subscriptionStatusLabel('active')).toBe('Active');
    expect(subscriptionStatusLabel('past_due')).toBe('Past due');
    expect(subscriptionStatusLabel('canceled')).toBe('Cancelled');
    expect(subscriptionStatusLabel('incomplete_expired')).toBe('Expired before payment');
  });

  it('reads a state it does not know as words, never as a slug, and nothing as nothing', () => {
    expect(subscriptionStatusLabel('some_new_state')).toBe('Some new state');
    expect(subscriptionStatusLabel(null)).toBeNull();
    expect(subscriptionStatusLabel('')).toBeNull();
  });

  it('keeps the frequency, yard and day labels of the price table', () => {
    expect(frequencyLabel('one-time-cleanup')).not.toBe('one-time-cleanup');
    expect(yardLabel('small')).toMatch(/^Small/);
    expect(dayLabels(['tuesday', 'thursday'])).toBe('Tuesday, Thursday');
  });
});
