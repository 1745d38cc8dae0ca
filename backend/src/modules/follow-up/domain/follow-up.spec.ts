import { ERASED } from '../../../event-store';
import type { BookingView } from '../../bookings';
import type { AbandonedCartRow, AreaRequestRow, LeadTrackingRow } from '../../leads';
import type { DataDeletionRequestRow } from '../../privacy';
import type { CustomerOrderRow } from '../../orders';
import type { VisitView } from '../../service';
import type { EventDefinition } from '../../../event-store/event-registry';
import { AREA_REQUEST_EVENTS } from '../../leads/domain/area-request.events';
import { CART_EVENTS } from '../../leads/domain/cart.events';
import { LEAD_EVENTS } from '../../leads/domain/lead.events';
import { ORDER_EVENTS } from '../../orders/domain/order.events';
import { BOOKING_EVENTS } from '../../bookings/domain/booking.events';
import { DATA_DELETION_EVENTS } from '../../privacy/domain/data-deletion.events';
import { SERVICE_PLAN_EVENTS } from '../../service/domain/service-plan.events';
import { VISIT_EVENTS } from '../../service/domain/visit.events';
import {
  areaRequestPersonalDataErased,
  areaRequestSubmitted,
  bookingCancelled,
  bookingCompleted,
  bookingPersonalDataErased,
  bookingRescheduled,
  bookingScheduled,
  CardFacts,
  CardJob,
  CardRule,
  cartAbandoned,
  cartPersonalDataErased,
  customerInfoCompleted,
  dataDeletionConfirmed,
  dataDeletionErasureRecorded,
  dataDeletionPersonalDataErased,
  dataDeletionRequested,
  EmailFacts,
  EmailJob,
  EmailRule,
  emailJobFor,
  FollowUp,
  FollowUpContext,
  FollowUpEvent,
  FOLLOW_UP,
  followUpFor,
  leadAbandoned,
  leadChanged,
  leadConverted,
  leadExistingClientConfirmed,
  leadMovedToInProgress,
  leadReused,
  leadStarted,
  orderPersonalDataErased,
  paymentCompleted,
  taskBoardJobFor,
} from './follow-up';

const LEAD_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const AREA_ID = '33333333-3333-4333-8333-333333333333';
const CART_ID = '44444444-4444-4444-8444-444444444444';
const DELETION_ID = '55555555-5555-4555-8555-555555555555';
const BOOKING_ID = '66666666-6666-4666-8666-666666666666';
const SUBJECT = '77777777-7777-4777-8777-777777777777';
const AT = new Date('2026-03-02T15:04:05.000Z');

const context: FollowUpContext = {
  business: { name: 'Scoop Co', supportEmail: 'help@scoop.example' } as FollowUpContext['business'],
  publicUrl: 'https://scoop.example/',
};

const event = (type: string, streamId: string, data: Record<string, unknown> = {}): FollowUpEvent => ({
  eventId: 'event-1',
  type,
  streamId,
  data: data as FollowUpEvent['data'],
});

const lead = (over: Partial<LeadTrackingRow> = {}): LeadTrackingRow => ({
  id: LEAD_ID,
  stream_id: `lead-${LEAD_ID}`,
  contact_info: 'robin@example.com',
  contact_type: 'email',
  contact_name: null,
  contact_phone: null,
  form_type: 'quote',
  form_data: { name: 'Robin Diaz', numberOfDogs: '2', yardSize: 'small', serviceFrequency: 'weekly', zipCode: '91350' },
  source_page: '/',
  referrer: 'direct',
  user_agent: 'jest',
  user_session: 's',
  status: 'active',
  last_step: null,
  existing_client: false,
  existing_client_confirmed_at: null,
  reuse_count: 0,
  moved_to_in_progress_at: null,
  last_activity_at: AT,
  abandoned_at: null,
  abandonment_reason: null,
  converted_at: null,
  converted_order_id: null,
  conversion_value: null,
  subject_id: SUBJECT,
  created_at: AT,
  updated_at: AT,
  ...over,
});

const order = (over: Partial<CustomerOrderRow> = {}): CustomerOrderRow =>
  ({
    id: ORDER_ID,
    order_number: '10427',
    stream_id: `order-${ORDER_ID}`,
    customer_name: 'Jamie Rivera',
    customer_email: 'jamie@example.com',
    customer_phone: '6615550100',
    street_address: null,
    zip_code: '91350',
    service_type: 'subscription',
    service_frequency: 'weekly',
    number_of_dogs: '2',
    yard_size: 'medium',
    is_subscription: true,
    is_bin_only: false,
    commitment_months: 3,
    preferred_days: [],
    scheduled_date: null,
    time_slot: null,
    dog_info: [],
    special_notes: null,
    add_ons: { deodorizing: true },
    due_today: 34120,
    amount_paid: 34120,
    payment_status: 'completed',
    stripe_customer_id: null,
    subject_id: SUBJECT,
    ...over,
  }) as CustomerOrderRow;

const areaRequest = (over: Partial<AreaRequestRow> = {}): AreaRequestRow => ({
  id: AREA_ID,
  zip_code: '93510',
  customer_name: 'Ana Reyes',
  customer_email: 'ana@example.com',
  customer_phone: '6615550100',
  yard_size: null,
  number_of_dogs: null,
  selected_add_ons: {},
  trash_day: null,
  service_type: null,
  service_frequency: null,
  subject_id: SUBJECT,
  created_at: AT,
  ...over,
});

const cart = (over: Partial<AbandonedCartRow> = {}): AbandonedCartRow => ({
  id: CART_ID,
  customer_name: 'Casey Park',
  customer_email: 'casey@example.com',
  form_data: { numberOfDogs: '3+', serviceFrequency: 'twice-weekly', yardSize: 'large', selectedAddOns: { deodorizing: true } },
  page: '/',
  local_date: '2026-03-02',
  follow_up_due_at: AT,
  status: 'abandoned',
  abandoned_at: AT,
  abandon_trigger: 'page-hidden',
  subject_id: SUBJECT,
  created_at: AT,
  updated_at: AT,
  ...over,
});

const deletion = (over: Partial<DataDeletionRequestRow> = {}): DataDeletionRequestRow => ({
  id: DELETION_ID,
  email: 'gone@example.com',
  full_name: 'Gone Person',
  reason: 'moving away',
  account_details: '',
  status: 'confirmed',
  confirmed_at: AT,
  subject_id: SUBJECT,
  created_at: AT,
  ...over,
});

const booking = (over: Partial<BookingView> = {}): BookingView => ({
  bookingId: BOOKING_ID,
  orderId: ORDER_ID,
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '11:00',
  scooperName: 'Sam',
  notes: 'Gate code 12',
  status: 'confirmed',
  ...over,
});

/** Runs an entry's card rule on its facts (the job the entry names must be the one expected). */
function cardOf<J extends CardJob>(entry: FollowUp, job: J, e: FollowUpEvent, facts: CardFacts[J]) {
  expect(entry.card?.job).toBe(job);
  return (entry.card as CardRule<J>).make(e, facts);
}

function emailOf<J extends EmailJob>(entry: FollowUp, job: J, e: FollowUpEvent, facts: EmailFacts[J]) {
  expect(entry.email?.job).toBe(job);
  return (entry.email as EmailRule<J>).make(e, facts, context);
}

describe('the follow-up table: which job each event type starts (the relay job names stay as they were)', () => {
  it.each([
    ['lead.started', 'sync-lead-card', null],
    ['lead.reused', 'sync-lead-card', null],
    ['lead.progressed', 'sync-lead-card', null],
    ['lead.contact-updated', 'sync-lead-card', null],
    ['lead.moved-to-in-progress', 'sync-lead-card', null],
    ['lead.existing-client-confirmed', 'sync-lead-card', null],
    ['lead.abandoned', 'sync-lead-card', null],
    ['lead.converted', 'sync-lead-card', null],
    ['lead.personal-data-erased', 'sync-lead-card', null],
    ['order.payment-completed', 'sync-customer-card', 'order-confirmation'],
    ['order.customer-info-completed', 'sync-customer-card', null],
    ['order.personal-data-erased', 'sync-customer-card', null],
    ['order.checkout-started', null, null],
    ['order.payment-failed', null, null],
    ['area-request.submitted', 'sync-area-request-card', null],
    ['area-request.personal-data-erased', 'sync-area-request-card', null],
    ['cart.tracked', null, null],
    ['cart.abandoned', 'sync-cart-card', 'abandoned-quote'],
    ['cart.personal-data-erased', 'sync-cart-card', null],
    ['booking.scheduled', 'sync-booking-card', 'booking-confirmation'],
    ['booking.rescheduled', 'sync-booking-card', null],
    ['booking.cancelled', 'sync-booking-card', null],
    ['booking.completed', 'sync-booking-card', null],
    ['booking.personal-data-erased', 'sync-booking-card', null],
    ['data-deletion.requested', null, 'data-deletion-confirmation'],
    ['data-deletion.confirmed', 'sync-data-deletion-card', 'data-deletion-received'],
    ['data-deletion.personal-data-erased', 'sync-data-deletion-card', null],
    ['data-deletion.erasure-recorded', 'erase-subject-cards', null],
    ['identity.signed-up', null, null],
    ['constructor', null, null],
  ])('%s → card job %s, e-mail job %s', (type, card, email) => {
    expect(taskBoardJobFor({ type })).toBe(card);
    expect(emailJobFor({ type })).toBe(email);
  });

  it('keeps every lead event, even one added later, on the lead card (without a comment)', () => {
    expect(followUpFor('lead.something-new')).toBe(leadChanged);
  });
});

describe('lead events: the lead card follows the lead, with a comment when the event is worth one', () => {
  const leadEvent = (type: string, data: Record<string, unknown> = {}) => event(type, `lead-${LEAD_ID}`, data);

  it('leadStarted: a New Leads card that may take over the address’s open card, without a comment', () => {
    const work = cardOf(leadStarted, 'sync-lead-card', leadEvent('lead.started'), lead());
    expect(work).toMatchObject({ kind: 'sync', key: `lead-${LEAD_ID}`, subjectId: SUBJECT, takeOverOpenLeadCardOf: 'robin@example.com' });
    expect(work).not.toHaveProperty('comment');
    if (work?.kind !== 'sync') throw new Error('a sync');
    expect(work.content).toMatchObject({
      list: 'New Leads',
      title: 'Lead: Robin Diaz',
      contact: { name: 'Robin Diaz', email: 'robin@example.com', phone: null },
    });
    expect(work.content.description).toContain('**Plan:** Weekly · 2 dogs · Small');
    expect(work.content.description).toContain('**ZIP:** 91350');
    expect(work.content.description).toContain(`**Started:** ${AT.toISOString()}`);
  });

  it('leadReused: says where the visitor came back', () => {
    expect(cardOf(leadReused, 'sync-lead-card', leadEvent('lead.reused', { sourcePage: '/pricing' }), lead())).toMatchObject({
      comment: 'Visitor came back (/pricing).',
    });
    expect(cardOf(leadReused, 'sync-lead-card', leadEvent('lead.reused'), lead())).toMatchObject({ comment: 'Visitor came back (unknown page).' });
    expect(cardOf(leadReused, 'sync-lead-card', leadEvent('lead.reused'), lead())).not.toHaveProperty('takeOverOpenLeadCardOf');
  });

  it('leadExistingClientConfirmed and leadMovedToInProgress: their comments, and the list follows the status', () => {
    expect(cardOf(leadExistingClientConfirmed, 'sync-lead-card', leadEvent('lead.existing-client-confirmed'), lead({ existing_client: true }))).toMatchObject({
      comment: 'Existing client confirmed they want a new quote.',
      content: { description: expect.stringContaining('**Existing client:** yes (confirmed a new quote)') },
    });
    expect(cardOf(leadMovedToInProgress, 'sync-lead-card', leadEvent('lead.moved-to-in-progress'), lead({ status: 'in-progress' }))).toMatchObject({
      comment: 'Visitor started checkout.',
      content: { list: 'In Progress' },
    });
  });

  it.each([
    [{ reason: 'inactivity' }, 'Abandoned: 30 minutes without activity.'],
    [{ reason: 'page-hidden' }, 'Abandoned: left the page.'],
    [{ reason: 'browser-closed' }, 'Abandoned: closed the browser.'],
    [{ reason: 'staff', by: 'staff:ops@example.com' }, 'Abandoned: closed by staff (staff:ops@example.com).'],
    [{ reason: 'staff' }, 'Abandoned: closed by staff.'],
    [{ reason: 'something-else' }, 'Abandoned: something-else.'],
  ])('leadAbandoned %j: "%s", on the Abandoned list', (data, comment) => {
    const row = lead({ status: 'abandoned', abandoned_at: AT, abandonment_reason: String(data.reason) });
    expect(cardOf(leadAbandoned, 'sync-lead-card', leadEvent('lead.abandoned', data), row)).toMatchObject({
      comment,
      content: { list: 'Abandoned', description: expect.stringContaining(`**Abandoned:** ${AT.toISOString()} (${data.reason})`) },
    });
  });

  it('leadConverted: names the order and its value, on the Converted list', () => {
    const row = lead({ status: 'converted', converted_at: AT, converted_order_id: ORDER_ID, conversion_value: 34120 });
    expect(
      cardOf(leadConverted, 'sync-lead-card', leadEvent('lead.converted', { orderId: ORDER_ID, value: 34120, serviceType: 'subscription' }), row),
    ).toMatchObject({
      comment: `Converted: order ${ORDER_ID}, $341.20 (subscription).`,
      content: { list: 'Converted', description: expect.stringContaining(`**Converted:** ${AT.toISOString()}: order ${ORDER_ID}, $341.20`) },
    });
  });

  it('leadChanged: re-syncs the card from the row, with no comment; an erased row leaves an erased card', () => {
    const work = cardOf(leadChanged, 'sync-lead-card', leadEvent('lead.personal-data-erased'), lead({ contact_info: ERASED, form_data: {} }));
    expect(work).not.toHaveProperty('comment');
    expect(work).toMatchObject({ content: { title: `Lead: ${ERASED}`, contact: { email: ERASED } } });
  });
});

describe('order events: the New Customers card once paid, and the order confirmation', () => {
  const orderEvent = (type: string) => event(type, `order-${ORDER_ID}`);

  it('paymentCompleted: the New Customers card carries the record', () => {
    const work = cardOf(paymentCompleted, 'sync-customer-card', orderEvent('order.payment-completed'), order());
    expect(work).toMatchObject({
      kind: 'sync',
      key: `customer-${ORDER_ID}`,
      subjectId: SUBJECT,
      content: { list: 'New Customers', title: 'New customer: Jamie Rivera, SCV-10427 (weekly subscription)' },
    });
    if (work?.kind !== 'sync') throw new Error('a sync');
    expect(work.content.description).toContain('**Order:** SCV-10427');
    // An order recorded before numbers existed still names itself by its id.
    expect(cardOf(paymentCompleted, 'sync-customer-card', orderEvent('order.payment-completed'), order({ order_number: null }))).toMatchObject({
      content: { description: expect.stringContaining(`**Order:** ${ORDER_ID}`) },
    });
    expect(work.content.description).toContain('**Paid:** $341.20');
    expect(work.content.description).toContain('**Commitment:** 3 months');
    expect(work.content.description).toContain('**Add-ons:** Yard Deodorizing');
    expect(work.content.description).toContain('**Included free:** Bin deodorizing with your first month');
    expect(work.content.description).toContain('**Street address:** not given yet');
  });

  it('paymentCompleted: a one-time cleanup carries no first-month gift, on the card or in the e-mail', () => {
    const oneTime = order({ service_type: 'one-time', is_subscription: false, service_frequency: 'one-time-cleanup' });
    const work = cardOf(paymentCompleted, 'sync-customer-card', orderEvent('order.payment-completed'), oneTime);
    if (work?.kind !== 'sync') throw new Error('a sync');
    expect(work.content.description).not.toContain('Included free');
    const intent = emailOf(paymentCompleted, 'order-confirmation', orderEvent('order.payment-completed'), { order: oneTime, customerInfoToken: 'tok' });
    expect(intent?.input).toMatchObject({ includedFree: [] });
  });

  it('customerInfoCompleted and orderPersonalDataErased re-sync the same card; an unpaid order has none', () => {
    expect(
      cardOf(customerInfoCompleted, 'sync-customer-card', orderEvent('order.customer-info-completed'), order({ street_address: '1 Elm St' })),
    ).toMatchObject({
      key: `customer-${ORDER_ID}`,
      content: { description: expect.stringContaining('**Street address:** 1 Elm St') },
    });
    expect(cardOf(orderPersonalDataErased, 'sync-customer-card', orderEvent('order.personal-data-erased'), order({ customer_name: ERASED }))).toMatchObject({
      content: { title: `New customer: ${ERASED}, SCV-10427 (weekly subscription)` },
    });
    expect(cardOf(customerInfoCompleted, 'sync-customer-card', orderEvent('order.customer-info-completed'), order({ payment_status: 'pending' }))).toBeNull();
  });

  it('paymentCompleted: the order confirmation with the plan, add-ons, amount and a signed customer-info link', () => {
    expect(emailOf(paymentCompleted, 'order-confirmation', orderEvent('order.payment-completed'), { order: order(), customerInfoToken: 'tok' })).toEqual({
      kind: 'order-confirmation',
      to: 'jamie@example.com',
      subjectId: SUBJECT,
      eventId: 'event-1',
      input: {
        business: context.business,
        customerName: 'Jamie Rivera',
        orderId: ORDER_ID,
        orderNumber: 'SCV-10427',
        serviceSummary: ['Weekly · 2 dogs · Medium (1,000–3,000 sq ft)', 'Yard Deodorizing'],
        includedFree: ['Bin deodorizing with your first month'],
        amountPaidCents: 34120,
        isSubscription: true,
        customerInfoUrl: 'https://scoop.example/customer-info?session_id=tok',
      },
    });
  });

  it('paymentCompleted: a bin-only order without a plan says so; an unpaid amount falls back to what was due', () => {
    const intent = emailOf(paymentCompleted, 'order-confirmation', orderEvent('order.payment-completed'), {
      order: order({
        service_frequency: null,
        number_of_dogs: null,
        yard_size: null,
        is_bin_only: true,
        add_ons: {} as CustomerOrderRow['add_ons'],
        amount_paid: null,
        due_today: 1500,
      }),
      customerInfoToken: 'tok',
    });
    expect(intent?.input).toMatchObject({ serviceSummary: ['Trash bin roll-out service'], amountPaidCents: 1500 });
  });

  it('paymentCompleted: no confirmation to an erased address', () => {
    expect(
      emailOf(paymentCompleted, 'order-confirmation', orderEvent('order.payment-completed'), {
        order: order({ customer_email: ERASED }),
        customerInfoToken: 'tok',
      }),
    ).toBeNull();
  });
});

describe('area requests: an Area Requests card', () => {
  it.each([
    ['area-request.submitted', areaRequestSubmitted],
    ['area-request.personal-data-erased', areaRequestPersonalDataErased],
  ])('%s syncs the card from the row', (type, entry) => {
    expect(cardOf(entry, 'sync-area-request-card', event(type, `area-request-${AREA_ID}`), areaRequest())).toMatchObject({
      kind: 'sync',
      key: `area-${AREA_ID}`,
      subjectId: SUBJECT,
      content: {
        list: 'Area Requests',
        title: 'Area request: ZIP 93510 (Ana Reyes)',
        contact: { name: 'Ana Reyes', email: 'ana@example.com', phone: '6615550100' },
      },
    });
  });
});

describe('carts: an Abandoned card and the abandoned-quote reminder', () => {
  const cartEvent = (type: string) => event(type, `cart-${CART_ID}`);
  const facts = (over: Partial<EmailFacts['abandoned-quote']> = {}): EmailFacts['abandoned-quote'] => ({
    cart: cart(),
    paid: false,
    unsubscribeUrl: 'https://scoop.example/api/email/unsubscribe?token=t',
    ...over,
  });

  it('cartAbandoned: an Abandoned quote card, only for a cart that was left', () => {
    expect(cardOf(cartAbandoned, 'sync-cart-card', cartEvent('cart.abandoned'), cart())).toMatchObject({
      key: `cart-${CART_ID}`,
      content: { list: 'Abandoned', title: 'Abandoned quote: Casey Park', description: expect.stringContaining(`**Left:** ${AT.toISOString()} (page-hidden)`) },
    });
    expect(cardOf(cartPersonalDataErased, 'sync-cart-card', cartEvent('cart.personal-data-erased'), cart({ status: 'tracking' }))).toBeNull();
  });

  it('cartAbandoned: a reminder that resumes the quote, with the unsubscribe link', () => {
    expect(emailOf(cartAbandoned, 'abandoned-quote', cartEvent('cart.abandoned'), facts())).toEqual({
      kind: 'abandoned-quote',
      to: 'casey@example.com',
      subjectId: SUBJECT,
      eventId: 'event-1',
      unsubscribeUrl: 'https://scoop.example/api/email/unsubscribe?token=t',
      input: {
        business: context.business,
        customerName: 'Casey Park',
        resumeUrl: 'https://scoop.example/?dogs=3%2B&frequency=twice-weekly&email=casey%40example.com#quote',
        unsubscribeUrl: 'https://scoop.example/api/email/unsubscribe?token=t',
        quoteLines: ['Twice-weekly · 3+ dogs · Large (over 3,000 sq ft)', 'Yard Deodorizing'],
      },
    });
  });

  it('cartAbandoned: no reminder once the person paid, nor to an erased address', () => {
    expect(emailOf(cartAbandoned, 'abandoned-quote', cartEvent('cart.abandoned'), facts({ paid: true }))).toBeNull();
    expect(emailOf(cartAbandoned, 'abandoned-quote', cartEvent('cart.abandoned'), facts({ cart: cart({ customer_email: ERASED }) }))).toBeNull();
  });

  it('cartAbandoned: a quote without plan choices resumes with the address only', () => {
    const intent = emailOf(cartAbandoned, 'abandoned-quote', cartEvent('cart.abandoned'), facts({ cart: cart({ form_data: {} }) }));
    expect(intent?.input).toMatchObject({ resumeUrl: 'https://scoop.example/?email=casey%40example.com#quote', quoteLines: [] });
  });
});

describe('bookings: one Bookings card kept current, and the booking confirmation', () => {
  const bookingEvent = (type: string, data: Record<string, unknown> = {}) => event(type, `booking-${BOOKING_ID}`, data);

  it('bookingScheduled: the card names the time and the customer', () => {
    expect(
      cardOf(bookingScheduled, 'sync-booking-card', bookingEvent('booking.scheduled'), { booking: booking(), order: order({ street_address: '1 Elm St' }) }),
    ).toMatchObject({
      kind: 'sync',
      key: `booking-${BOOKING_ID}`,
      subjectId: SUBJECT,
      content: {
        list: 'Bookings',
        title: 'Booking 2026-03-10 09:00–11:00: Jamie Rivera',
        description: expect.stringContaining('**Scooper:** Sam'),
        contact: { name: 'Jamie Rivera', email: 'jamie@example.com', phone: '6615550100' },
      },
    });
  });

  it.each([
    [bookingRescheduled, 'booking.rescheduled', 'confirmed', 'Booking 2026-03-10 09:00–11:00: Jamie Rivera'],
    [bookingCancelled, 'booking.cancelled', 'cancelled', 'Cancelled: Booking 2026-03-10 09:00–11:00: Jamie Rivera'],
    [bookingCompleted, 'booking.completed', 'completed', 'Done: Booking 2026-03-10 09:00–11:00: Jamie Rivera'],
    [bookingPersonalDataErased, 'booking.personal-data-erased', 'confirmed', 'Booking 2026-03-10 09:00–11:00: Jamie Rivera'],
  ] as const)('%#: %s re-syncs the card; its status shows in the title', (entry, type, status, title) => {
    expect(cardOf(entry, 'sync-booking-card', bookingEvent(type), { booking: booking({ status }), order: order() })).toMatchObject({
      key: `booking-${BOOKING_ID}`,
      content: { title },
    });
  });

  it('bookingScheduled: the confirmation carries the event’s time, scooper and notes', () => {
    const data = {
      bookingId: BOOKING_ID,
      orderId: ORDER_ID,
      slotId: 's',
      date: '2026-03-10',
      startTime: '09:00',
      endTime: '11:00',
      scooperName: 'Sam',
      scooperAssignmentId: null,
      notes: 'Gate code 12',
    };
    expect(emailOf(bookingScheduled, 'booking-confirmation', bookingEvent('booking.scheduled', data), { order: order() })).toEqual({
      kind: 'booking-confirmation',
      to: 'jamie@example.com',
      subjectId: SUBJECT,
      eventId: 'event-1',
      input: {
        business: context.business,
        customerName: 'Jamie Rivera',
        date: '2026-03-10',
        startTime: '09:00',
        endTime: '11:00',
        scooperName: 'Sam',
        notes: 'Gate code 12',
      },
    });
    expect(emailOf(bookingScheduled, 'booking-confirmation', bookingEvent('booking.scheduled', data), { order: order({ customer_email: ERASED }) })).toBeNull();
  });
});

describe('data-deletion requests: the confirmation link, then the receipt and a Data Deletion card', () => {
  const deletionEvent = (type: string, data: Record<string, unknown> = {}) => event(type, `data-deletion-${DELETION_ID}`, data);

  it('dataDeletionRequested: asks the mailbox owner to confirm, with the signed link', () => {
    const facts = {
      request: deletion({ confirmed_at: null, status: 'received' }),
      confirmationPath: '/api/data-deletion-requests/confirm?token=abc',
      linkDays: 7,
    };
    expect(dataDeletionRequested.card).toBeUndefined();
    expect(emailOf(dataDeletionRequested, 'data-deletion-confirmation', deletionEvent('data-deletion.requested'), facts)).toEqual({
      kind: 'data-deletion-confirmation',
      to: 'gone@example.com',
      subjectId: SUBJECT,
      eventId: 'event-1',
      input: {
        business: context.business,
        fullName: 'Gone Person',
        email: 'gone@example.com',
        confirmUrl: 'https://scoop.example/api/data-deletion-requests/confirm?token=abc',
        linkDays: 7,
      },
    });
  });

  it('dataDeletionRequested: no link once confirmed, nor to an erased address', () => {
    const link = { confirmationPath: '/c?token=abc', linkDays: 7 };
    expect(emailOf(dataDeletionRequested, 'data-deletion-confirmation', deletionEvent('data-deletion.requested'), { request: deletion(), ...link })).toBeNull();
    expect(
      emailOf(dataDeletionRequested, 'data-deletion-confirmation', deletionEvent('data-deletion.requested'), {
        request: deletion({ confirmed_at: null, email: ERASED }),
        ...link,
      }),
    ).toBeNull();
  });

  it('dataDeletionConfirmed: a Data Deletion card due 30 days after the confirmation, and the receipt', () => {
    expect(cardOf(dataDeletionConfirmed, 'sync-data-deletion-card', deletionEvent('data-deletion.confirmed'), deletion())).toMatchObject({
      key: `deletion-${DELETION_ID}`,
      subjectId: SUBJECT,
      content: { list: 'Data Deletion', title: 'Data deletion: Gone Person', description: expect.stringContaining('**Due by:** 2026-04-01') },
    });
    expect(emailOf(dataDeletionConfirmed, 'data-deletion-received', deletionEvent('data-deletion.confirmed'), { request: deletion() })).toEqual({
      kind: 'data-deletion-received',
      to: 'gone@example.com',
      subjectId: SUBJECT,
      eventId: 'event-1',
      input: { business: context.business, fullName: 'Gone Person', email: 'gone@example.com' },
    });
    expect(
      emailOf(dataDeletionConfirmed, 'data-deletion-received', deletionEvent('data-deletion.confirmed'), { request: deletion({ email: ERASED }) }),
    ).toBeNull();
  });

  it('dataDeletionPersonalDataErased: re-syncs a confirmed request’s card; an unconfirmed request has none', () => {
    expect(
      cardOf(dataDeletionPersonalDataErased, 'sync-data-deletion-card', deletionEvent('data-deletion.personal-data-erased'), deletion({ full_name: ERASED })),
    ).toMatchObject({
      content: { title: `Data deletion: ${ERASED}` },
    });
    expect(
      cardOf(dataDeletionPersonalDataErased, 'sync-data-deletion-card', deletionEvent('data-deletion.personal-data-erased'), deletion({ confirmed_at: null })),
    ).toBeNull();
  });

  it('dataDeletionErasureRecorded: clears the person’s cards from the board', () => {
    expect(cardOf(dataDeletionErasureRecorded, 'erase-subject-cards', deletionEvent('data-deletion.erasure-recorded', { subjectId: SUBJECT }), {})).toEqual({
      kind: 'erase-subject',
      subjectId: SUBJECT,
    });
    expect(cardOf(dataDeletionErasureRecorded, 'erase-subject-cards', deletionEvent('data-deletion.erasure-recorded', {}), {})).toBeNull();
  });
});

describe('card jobs decrypt nothing: no card rule reads a personal field of its event', () => {
  const definitions: EventDefinition[] = [
    ...LEAD_EVENTS,
    ...AREA_REQUEST_EVENTS,
    ...CART_EVENTS,
    ...ORDER_EVENTS,
    ...BOOKING_EVENTS,
    ...DATA_DELETION_EVENTS,
    ...SERVICE_PLAN_EVENTS,
    ...VISIT_EVENTS,
  ];
  const personalFields = (type: string) => definitions.find((d) => d.type === type)?.personalFields ?? [];
  const visit: VisitView = {
    visitId: 'visit-1',
    planId: 'plan-1',
    orderId: ORDER_ID,
    kind: 'scoop',
    date: '2026-03-02',
    windowStart: '09:00',
    windowEnd: '11:00',
    status: 'missed',
    scooperId: 'scooper-1',
    customerName: 'Robin Diaz',
    streetAddress: '1 Main St',
    city: 'Valencia',
    zipCode: '91355',
    notes: 'Side gate',
    subjectId: SUBJECT,
  };
  const facts: { [J in CardJob]: CardFacts[J] } = {
    'sync-lead-card': lead(),
    'sync-customer-card': order(),
    'sync-area-request-card': areaRequest(),
    'sync-cart-card': cart({ status: 'abandoned' } as Partial<AbandonedCartRow>),
    'sync-data-deletion-card': deletion({ confirmed_at: AT } as Partial<DataDeletionRequestRow>),
    'sync-booking-card': { booking: booking(), order: order() },
    'sync-visit-card': visit,
    'erase-subject-cards': {},
  };
  /** Data with each of the paths set by `value` ('a.b' nested, 'a.*' a list), over what the comments read. */
  const dataWith = (paths: string[], value: (path: string) => unknown): Record<string, unknown> => {
    const data: Record<string, unknown> = {
      sourcePage: '/pricing',
      reason: 'staff',
      by: 'sam',
      orderId: ORDER_ID,
      value: 12900,
      serviceType: 'subscription',
      subjectId: SUBJECT,
    };
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      if (!rest.length) data[head] = value(path);
      else if (rest[0] === '*') data[head] = [value(path), value(path)];
      else data[head] = { ...(data[head] as object), [rest.join('.')]: value(path) };
    }
    return data;
  };
  const cardTypes = Object.entries(FOLLOW_UP).filter(([, entry]) => entry.card);

  it('covers every event type with a card, and those types declare personal fields', () => {
    expect(cardTypes.length).toBeGreaterThan(15);
    expect(cardTypes.filter(([type]) => personalFields(type).length).map(([type]) => type)).toEqual(
      expect.arrayContaining(['lead.started', 'lead.abandoned', 'lead.converted', 'booking.scheduled', 'booking.cancelled']),
    );
  });

  it.each(cardTypes)('%s: the same card whether its personal fields are open or sealed', (type, entry) => {
    const rule = entry.card as CardRule<CardJob>;
    const paths = personalFields(type);
    const open = rule.make(
      event(
        type,
        `x-${LEAD_ID}`,
        dataWith(paths, (path) => `open ${path}`),
      ),
      facts[rule.job],
    );
    const sealed = rule.make(
      event(
        type,
        `x-${LEAD_ID}`,
        dataWith(paths, () => 'pii:v2:1:c2VhbGVk'),
      ),
      facts[rule.job],
    );
    expect(open).not.toBeNull(); // the facts above make every rule do something
    expect(sealed).toEqual(open);
    expect(JSON.stringify(sealed)).not.toContain('pii:');
  });
});
