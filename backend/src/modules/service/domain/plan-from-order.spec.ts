import { OrderForPlan, planFromOrder, planIdFor, readyForPlan } from './plan-from-order';

const ORDER: OrderForPlan = {
  id: '7d1c1c2e-4b8a-4f0e-9d3c-2a1b0c9d8e7f',
  is_subscription: true,
  is_bin_only: false,
  service_frequency: 'weekly',
  payment_status: 'completed',
  customer_info_completed: true,
  onboarding_completed: false,
  removed_at: null,
  preferred_days: ['tuesday', 'friday'],
  trash_day: null,
  add_ons: { deodorizing: true, offSiteDisposal: false, keyLockService: false, trashBinService: false, binTakeOut: false, binBringIn: false },
  number_of_dogs: '2',
  dog_info: [
    { name: 'Rex', breed: 'Lab' },
    { name: ' ', breed: '' },
  ],
  customer_name: 'Jamie Rivera',
  street_address: '24 Orchard Lane',
  city: null,
  state: null,
  zip_code: '91354',
  scheduled_date: null,
  special_notes: 'Gate code 4321',
  special_instructions: null,
};
const TODAY = '2026-01-15';

describe('the plan an order starts', () => {
  it('given a paid weekly subscription with its info, when it becomes a plan, then it carries the days, dogs, address and starts tomorrow', () => {
    expect(planFromOrder(ORDER, TODAY)).toEqual({
      planId: planIdFor(ORDER.id),
      orderId: ORDER.id,
      frequency: 'weekly',
      preferredDays: ['tuesday', 'friday'],
      trashDay: null,
      bins: { takeOut: false, bringIn: false },
      binTakeOutTiming: 'morning',
      addOns: ['deodorizing'],
      numberOfDogs: '2',
      dogNames: ['Rex'],
      customerName: 'Jamie Rivera',
      address: { streetAddress: '24 Orchard Lane', city: '', state: '', zipCode: '91354' },
      notes: 'Gate code 4321',
      startDate: '2026-01-16',
    });
  });
  it('given a scheduled date ahead, then the plan starts on it; a past one is ignored', () => {
    expect(planFromOrder({ ...ORDER, scheduled_date: '2026-02-02' }, TODAY).startDate).toBe('2026-02-02');
    expect(planFromOrder({ ...ORDER, scheduled_date: '2026-01-10' }, TODAY).startDate).toBe('2026-01-16');
  });
  it('given a bin-only order, then the plan is bin-only with its trash day and bin visits', () => {
    const plan = planFromOrder(
      { ...ORDER, is_bin_only: true, service_frequency: null, trash_day: 'thursday', add_ons: { ...ORDER.add_ons, deodorizing: false, binTakeOut: true } },
      TODAY,
    );
    expect(plan).toMatchObject({ frequency: 'bin-only', trashDay: 'thursday', bins: { takeOut: true, bringIn: false }, addOns: ['binTakeOut'] });
  });
  it('given the full trash-bin service, then both bin visits are planned', () => {
    expect(planFromOrder({ ...ORDER, trash_day: 'monday', add_ons: { ...ORDER.add_ons, trashBinService: true } }, TODAY).bins).toEqual({
      takeOut: true,
      bringIn: true,
    });
  });
  it('keeps only real weekdays, once each, in the order given', () => {
    expect(planFromOrder({ ...ORDER, preferred_days: ['Friday', 'funday', 'friday', 'constructor', 'monday'] }, TODAY).preferredDays).toEqual([
      'friday',
      'monday',
    ]);
  });
  it('derives the same plan id from the same order, and a different one from another', () => {
    expect(planIdFor(ORDER.id)).toBe(planIdFor(ORDER.id));
    expect(planIdFor(ORDER.id)).not.toBe(planIdFor('8d1c1c2e-4b8a-4f0e-9d3c-2a1b0c9d8e7f'));
  });
  it('is ready only when paid, a live subscription with a known frequency, and its info complete', () => {
    expect(readyForPlan(ORDER)).toBe(true);
    expect(readyForPlan({ ...ORDER, customer_info_completed: false })).toBe(false);
    expect(readyForPlan({ ...ORDER, customer_info_completed: false, onboarding_completed: true })).toBe(true);
    expect(readyForPlan({ ...ORDER, payment_status: 'pending' })).toBe(false);
    expect(readyForPlan({ ...ORDER, is_subscription: false, service_frequency: 'one-time-cleanup' })).toBe(false);
    expect(readyForPlan({ ...ORDER, removed_at: new Date() })).toBe(false);
    expect(readyForPlan({ ...ORDER, service_frequency: 'one-time-cleanup' })).toBe(false);
    expect(readyForPlan({ ...ORDER, is_bin_only: true, service_frequency: null })).toBe(true);
  });
});
