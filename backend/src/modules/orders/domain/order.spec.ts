import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { fold } from '../../../event-store';
import { CUSTOMER_INFO_MESSAGES, detailsSavedDetail, ONBOARDING_MESSAGES, ORDER_MESSAGES, ORDERS_ADMIN_MESSAGES } from '../orders.messages';
import { customerInfoErrors, onboardingErrors, tomorrowIn } from './customer-info';
import { CustomerInfoForm, decideOrder, ORDER_STREAM_DEFINITION, OrderCommand, OrderRejected, OnboardingForm } from './order';
import { OrderEvent } from './order.events';
import { checkoutStartedData } from './order.fixtures';

const given = givenWhenThen(ORDER_STREAM_DEFINITION, decideOrder);
const SUPPORT = { supportEmail: 'help@example.com', supportPhone: '(661) 555-0199' };

const started = (kind: 'subscription' | 'one-time' | 'bin-only' = 'subscription'): OrderEvent => ({
  type: 'order.checkout-started',
  data: checkoutStartedData(kind),
});
const STARTED = started();
const PAID: OrderEvent = {
  type: 'order.payment-completed',
  data: {
    checkoutSessionId: 'cs_1',
    stripeCustomerId: 'cus_1',
    stripePaymentIntentId: null,
    stripeSubscriptionId: 'sub_1',
    amountPaid: 1,
    providerEventId: 'evt_1',
  },
};

const TOMORROW = '2026-01-16';
const infoForm = (overrides: Partial<CustomerInfoForm> = {}): CustomerInfoForm => ({
  streetAddress: '12 Oak St',
  preferredDays: ['monday', 'thursday', 'monday'],
  scheduledDate: ` ${TOMORROW} `,
  timeSlot: ' 8am-12pm ',
  dogInfo: [
    { name: 'Rex', breed: 'Beagle' },
    { name: '', breed: '' },
  ],
  specialNotes: 'Gate code 12',
  ...overrides,
});
const info = (form: Partial<CustomerInfoForm> = {}): OrderCommand => ({
  type: 'complete-customer-info',
  form: infoForm(form),
  tomorrow: TOMORROW,
  support: SUPPORT,
});
const onboardingForm = (overrides: Partial<OnboardingForm> = {}): OnboardingForm => ({
  streetAddress: '12 Oak St',
  city: 'Valencia',
  state: 'CA',
  zipCode: '91354',
  preferredDays: ['monday', 'thursday', 'thursday'],
  contactPreference: 'email',
  specialNotes: '',
  optInMarketing: false,
  ...overrides,
});
const onboarding = (form: Partial<OnboardingForm> = {}): OrderCommand => ({ type: 'complete-onboarding', form: onboardingForm(form), support: SUPPORT });

const INFO_DONE: OrderEvent = {
  type: 'order.customer-info-completed',
  data: {
    streetAddress: '12 Oak St',
    preferredDays: ['monday', 'thursday'],
    scheduledDate: null,
    timeSlot: null,
    dogInfo: [{ name: 'Rex', breed: 'Beagle' }],
    specialNotes: 'Gate code 12',
  },
};
const ONBOARDED: OrderEvent = {
  type: 'order.onboarding-completed',
  data: {
    streetAddress: '12 Oak St',
    city: 'Valencia',
    state: 'CA',
    zipCode: '91354',
    preferredDays: ['monday', 'thursday'],
    contactPreference: 'email',
    optInMarketing: false,
  },
};

const NOT_FOUND = { status: 404, title: CUSTOMER_INFO_MESSAGES.orderNotFoundTitle, message: CUSTOMER_INFO_MESSAGES.orderNotFound, code: 'ORDER_NOT_FOUND' };
const DETAILS_SAVED = { status: 409, title: CUSTOMER_INFO_MESSAGES.detailsSavedTitle, message: detailsSavedDetail(SUPPORT), code: 'DETAILS_ALREADY_SAVED' };
const PAYMENT_PENDING = { status: 409, title: 'Payment Pending', message: CUSTOMER_INFO_MESSAGES.paymentNotConfirmed, code: 'PAYMENT_PENDING' };
const invalid = (errors: Record<string, string>) => ({ status: 400, code: 'VALIDATION_FAILED', errors });

describe('order decisions', () => {
  describe('start checkout', () => {
    it('records the checkout as the stream’s first event', () =>
      given()
        .when({ type: 'start-checkout', checkout: checkoutStartedData('subscription') })
        .then([STARTED]));
    it('never starts the same order twice', () =>
      given(STARTED)
        .when({ type: 'start-checkout', checkout: checkoutStartedData('subscription') })
        .thenRejected({ status: 409, message: ORDER_MESSAGES.alreadyStarted }, OrderRejected));
  });

  describe('customer info', () => {
    it('a paid subscription records the address, its distinct days and the dogs; the date, slot and blank dog rows are dropped', () =>
      given(STARTED, PAID).when(info()).then([INFO_DONE]));
    it('a paid one-time cleanup records the date and slot, trimmed, and no days', () =>
      given(started('one-time'), PAID)
        .when(info())
        .then([
          {
            type: 'order.customer-info-completed',
            data: { ...INFO_DONE.data, preferredDays: [], scheduledDate: TOMORROW, timeSlot: '8am-12pm' },
          } as OrderEvent,
        ]));
    it('keeps a dog with only a name or only a breed in the record, but asks for one complete dog', () => {
      given(STARTED, PAID)
        .when(info({ dogInfo: [{ name: 'Rex', breed: '' }] }))
        .thenRejected(invalid({ dogInfo: CUSTOMER_INFO_MESSAGES.dogInfo }), OrderRejected);
      given(STARTED, PAID)
        .when(
          info({
            dogInfo: [
              { name: 'Rex', breed: 'Beagle' },
              { name: 'Bo', breed: '' },
            ],
          }),
        )
        .then([
          {
            type: 'order.customer-info-completed',
            data: {
              ...INFO_DONE.data,
              dogInfo: [
                { name: 'Rex', breed: 'Beagle' },
                { name: 'Bo', breed: '' },
              ],
            },
          } as OrderEvent,
        ]);
    });
    it('a bins-only plan needs no dogs', () =>
      given(started('bin-only'), PAID)
        .when(info({ dogInfo: [] }))
        .then([{ type: 'order.customer-info-completed', data: { ...INFO_DONE.data, dogInfo: [] } } as OrderEvent]));
    it('a subscription needs an address and at least one day', () =>
      given(STARTED, PAID)
        .when(info({ streetAddress: ' ', preferredDays: [] }))
        .thenRejected(invalid({ streetAddress: CUSTOMER_INFO_MESSAGES.address, preferredDays: CUSTOMER_INFO_MESSAGES.preferredDays }), OrderRejected));
    it('a one-time cleanup needs a real date from tomorrow on and one of the time slots', () => {
      const oneTime = given(started('one-time'), PAID);
      oneTime
        .when(info({ scheduledDate: '', timeSlot: '' }))
        .thenRejected(invalid({ scheduledDate: CUSTOMER_INFO_MESSAGES.scheduledDate, timeSlot: CUSTOMER_INFO_MESSAGES.timeSlot }), OrderRejected);
      oneTime.when(info({ scheduledDate: '2026-02-30x' })).thenRejected(invalid({ scheduledDate: CUSTOMER_INFO_MESSAGES.scheduledDate }), OrderRejected);
      oneTime.when(info({ scheduledDate: '2026-01-15' })).thenRejected(invalid({ scheduledDate: CUSTOMER_INFO_MESSAGES.scheduledDateTooSoon }), OrderRejected);
      oneTime.when(info({ timeSlot: 'midnight' })).thenRejected(invalid({ timeSlot: CUSTOMER_INFO_MESSAGES.timeSlot }), OrderRejected);
    });
    it('waits for the payment: a pending, failed or cancelled order is refused', () => {
      given(STARTED).when(info()).thenRejected(PAYMENT_PENDING, OrderRejected);
      given(STARTED, { type: 'order.payment-failed', data: { invoiceId: 'in_1', reason: 'declined', providerEventId: 'evt_f' } })
        .when(info())
        .thenRejected(PAYMENT_PENDING, OrderRejected);
      given(STARTED, { type: 'order.checkout-expired', data: { checkoutSessionId: 'cs_1', providerEventId: 'evt_x' } })
        .when(info())
        .thenRejected(PAYMENT_PENDING, OrderRejected);
    });
    it('answers the field errors before the pending payment', () =>
      given(STARTED)
        .when(info({ streetAddress: '' }))
        .thenRejected(invalid({ streetAddress: CUSTOMER_INFO_MESSAGES.address }), OrderRejected));
    it('is taken once: after customer info or onboarding, later changes go through staff', () => {
      given(STARTED, PAID, INFO_DONE).when(info()).thenRejected(DETAILS_SAVED, OrderRejected);
      given(STARTED, PAID, ONBOARDED).when(info()).thenRejected(DETAILS_SAVED, OrderRejected);
      // Saved details are refused before the form is even checked.
      given(STARTED, PAID, INFO_DONE)
        .when(info({ streetAddress: '' }))
        .thenRejected(DETAILS_SAVED, OrderRejected);
    });
    it('refuses an order that was never started', () => given().when(info()).thenRejected(NOT_FOUND, OrderRejected));
  });

  describe('onboarding', () => {
    it('a paid order records the address and its distinct days; blank notes are left out of the event', () =>
      given(STARTED, PAID).when(onboarding()).then([ONBOARDED]));
    it('keeps notes that were written, and the marketing opt-in', () =>
      given(STARTED, PAID)
        .when(onboarding({ specialNotes: 'Dog is friendly', optInMarketing: true, contactPreference: 'text' }))
        .then([
          {
            type: 'order.onboarding-completed',
            data: { ...ONBOARDED.data, specialNotes: 'Dog is friendly', optInMarketing: true, contactPreference: 'text' },
          } as OrderEvent,
        ]));
    it('needs the street, the city and a valid ZIP', () => {
      given(STARTED, PAID)
        .when(onboarding({ streetAddress: '', city: ' ', zipCode: '' }))
        .thenRejected(
          invalid({ streetAddress: ONBOARDING_MESSAGES.streetAddress, city: ONBOARDING_MESSAGES.city, zipCode: ONBOARDING_MESSAGES.zipRequired }),
          OrderRejected,
        );
      given(STARTED, PAID)
        .when(onboarding({ zipCode: 'abc' }))
        .thenRejected(invalid({ zipCode: ONBOARDING_MESSAGES.zipInvalid }), OrderRejected);
    });
    it('needs 2 to 3 distinct days', () => {
      given(STARTED, PAID)
        .when(onboarding({ preferredDays: ['monday', 'monday'] }))
        .thenRejected(invalid({ preferredDays: ONBOARDING_MESSAGES.preferredDays }), OrderRejected);
      given(STARTED, PAID)
        .when(onboarding({ preferredDays: ['monday', 'tuesday', 'wednesday', 'thursday'] }))
        .thenRejected(invalid({ preferredDays: ONBOARDING_MESSAGES.tooManyDays }), OrderRejected);
      given(STARTED, PAID)
        .when(onboarding({ preferredDays: ['monday', 'tuesday', 'wednesday'] }))
        .then([{ type: 'order.onboarding-completed', data: { ...ONBOARDED.data, preferredDays: ['monday', 'tuesday', 'wednesday'] } } as OrderEvent]);
    });
    it('waits for the payment, is taken once, and needs a started order', () => {
      given(STARTED).when(onboarding()).thenRejected(PAYMENT_PENDING, OrderRejected);
      given(STARTED, PAID, ONBOARDED).when(onboarding()).thenRejected(DETAILS_SAVED, OrderRejected);
      given(STARTED, PAID, INFO_DONE).when(onboarding()).thenRejected(DETAILS_SAVED, OrderRejected);
      given().when(onboarding()).thenRejected(NOT_FOUND, OrderRejected);
    });
  });

  describe('removal', () => {
    const deleteBy = (reason: string | null = null): OrderCommand => ({ type: 'delete-by-staff', by: 'staff@example.com', reason });
    const DELETED: OrderEvent = { type: 'order.deleted-by-staff', data: { by: 'staff@example.com' } };
    const EXPIRED_BY_CLEANUP: OrderEvent = { type: 'order.expired-by-cleanup', data: { olderThanHours: 48 } };
    const DUPLICATE: OrderEvent = { type: 'order.removed-as-duplicate', data: { keptOrderId: 'o2' } };

    it('staff delete any order, paid or not, with the reason when one is given', () => {
      given(STARTED).when(deleteBy()).then([DELETED]);
      given(STARTED, PAID)
        .when(deleteBy('Test order'))
        .then([{ type: 'order.deleted-by-staff', data: { by: 'staff@example.com', reason: 'Test order' } }]);
    });
    it('staff can’t delete an unknown order, nor one already removed (by staff or by the cleanup)', () => {
      given().when(deleteBy()).thenRejected({ status: 404, message: ORDERS_ADMIN_MESSAGES.notFound }, OrderRejected);
      for (const removal of [DELETED, EXPIRED_BY_CLEANUP, DUPLICATE]) {
        given(STARTED, removal)
          .when(deleteBy())
          .thenRejected({ status: 409, message: ORDERS_ADMIN_MESSAGES.alreadyRemoved, code: 'ORDER_ALREADY_REMOVED' }, OrderRejected);
      }
    });
    it('the cleanup expires and removes duplicate pending or failed orders', () => {
      given(STARTED).when({ type: 'expire', olderThanHours: 48 }).then([EXPIRED_BY_CLEANUP]);
      given(STARTED).when({ type: 'remove-duplicate', keptOrderId: 'o2' }).then([DUPLICATE]);
      given(STARTED, { type: 'order.payment-failed', data: { invoiceId: null, reason: 'declined', providerEventId: 'evt_f' } })
        .when({ type: 'expire', olderThanHours: 48 })
        .then([EXPIRED_BY_CLEANUP]);
    });
    it('the cleanup never touches a paid order (a payment that landed since its query wins), a removed one, or an unknown one', () => {
      given(STARTED, PAID).when({ type: 'expire', olderThanHours: 48 }).then([]);
      given(STARTED, PAID).when({ type: 'remove-duplicate', keptOrderId: 'o2' }).then([]);
      given(STARTED, DELETED).when({ type: 'expire', olderThanHours: 48 }).then([]);
      given(STARTED, EXPIRED_BY_CLEANUP).when({ type: 'remove-duplicate', keptOrderId: 'o2' }).then([]);
      given().when({ type: 'expire', olderThanHours: 48 }).then([]);
    });
    it('a removed pending order is cancelled; a removed paid order stays paid', () => {
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, EXPIRED_BY_CLEANUP])).toMatchObject({ removed: true, paymentStatus: 'cancelled' });
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, PAID, DUPLICATE])).toMatchObject({ removed: true, paymentStatus: 'completed' });
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, DELETED])).toMatchObject({ removed: true, paymentStatus: 'pending' });
    });
  });

  describe('evolve', () => {
    it('folds the history into the order as it stands', () => {
      expect(fold(ORDER_STREAM_DEFINITION, [started('one-time')])).toMatchObject({
        exists: true,
        orderId: 'o1',
        isSubscription: false,
        isBinOnly: false,
        checkoutSessionId: 'cs_1',
        paymentStatus: 'pending',
      });
      expect(fold(ORDER_STREAM_DEFINITION, [started('bin-only'), PAID])).toMatchObject({
        isSubscription: true,
        isBinOnly: true,
        paymentStatus: 'completed',
        subscriptionStatus: 'active',
      });
      expect(fold(ORDER_STREAM_DEFINITION, [started('one-time'), PAID])).toMatchObject({ paymentStatus: 'completed', subscriptionStatus: null });
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, PAID, INFO_DONE])).toMatchObject({ customerInfoCompleted: true, onboardingCompleted: false });
      expect(fold(ORDER_STREAM_DEFINITION, [STARTED, PAID, ONBOARDED])).toMatchObject({ customerInfoCompleted: false, onboardingCompleted: true });
    });
  });
});

describe('customer-info rules', () => {
  it('the empty form has every error of its plan', () => {
    const empty = { streetAddress: '', preferredDays: [], scheduledDate: '', timeSlot: '', dogInfo: [] };
    expect(Object.keys(customerInfoErrors(empty, true, TOMORROW))).toEqual(['streetAddress', 'preferredDays', 'dogInfo']);
    expect(Object.keys(customerInfoErrors(empty, false, TOMORROW))).toEqual(['streetAddress', 'scheduledDate', 'timeSlot', 'dogInfo']);
    expect(Object.keys(customerInfoErrors(empty, true, TOMORROW, false))).toEqual(['streetAddress', 'preferredDays']);
  });
  it('onboarding accepts a complete form', () =>
    expect(onboardingErrors({ streetAddress: '1 A St', city: 'Valencia', zipCode: '91354', preferredDays: ['monday', 'friday'] })).toEqual({}));
  it('tomorrow is the next day in the business time zone, across midnight UTC', () => {
    expect(tomorrowIn('America/Los_Angeles', new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-16');
    expect(tomorrowIn('America/Los_Angeles', new Date('2026-01-16T07:30:00Z'))).toBe('2026-01-16');
    expect(tomorrowIn('America/Los_Angeles', new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
