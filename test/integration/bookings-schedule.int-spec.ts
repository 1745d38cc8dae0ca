import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../backend/src/event-store';
import { calendarBookingsProjection } from '../../backend/src/modules/bookings';
import { eventually } from '../support/eventually';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('bookings: scheduled, rescheduled, cancelled and completed as events', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    await t.http().post('/api/admin/slots/generate').set('Cookie', admin).send({ startDate: '2026-01-19', endDate: '2026-01-23' }).expect(200);
  });
  // Thursday 09:00 in Los Angeles.
  beforeEach(() => t.clock.set('2026-01-15T17:00:00.000Z'));
  afterAll(() => t.close());

  const slotAt = async (date: string, time: string): Promise<{ id: string }> =>
    (await t.database.db.query<{ id: string }>(`select id from availability_slots where date = $1 and start_time = $2`, [date, time]))[0];
  const schedule = (body: object) => t.http().post('/api/admin/bookings').set('Cookie', admin).send(body);
  const action = (id: string, name: string, body: object = {}) => t.http().post(`/api/admin/bookings/${id}/${name}`).set('Cookie', admin).send(body);
  const bookingRow = async (id: string) => (await t.database.db.query('select * from calendar_bookings where id = $1', [id]))[0];
  const eventsOf = async (id: string) =>
    (await t.database.db.query(`select event_type from es_events where stream_id = $1 order by version`, [`booking-${id}`])).map((r) => r.event_type);

  it('books a paid order: booking.scheduled, a confirmed calendar_bookings row, a task card and the customer e-mail', async () => {
    const body = checkoutBody({ customerData: { name: 'Dana Booker' } });
    const { orderId, email } = await paidOrder(t, body);
    const slot = await slotAt('2026-01-20', '09:00');
    const assigned = await t.http().post(`/api/admin/slots/${slot.id}/scoopers`).set('Cookie', admin).send({ scooperName: 'Alex Kim' }).expect(201);
    const scooper = assigned.body.data.scoopers[0];

    const res = await schedule({ orderId, slotId: slot.id, scooperAssignmentId: scooper.id, notes: 'Gate code 4411' }).expect(201);
    expect(res.body.message).toBe('Booking created successfully');
    const id = res.body.id as string;
    expect(await bookingRow(id)).toMatchObject({
      customer_order_id: orderId,
      availability_slot_id: slot.id,
      scooper_assignment_id: scooper.id,
      scooper_name: 'Alex Kim',
      booking_status: 'confirmed',
      booking_notes: 'Gate code 4411',
      scheduled_date: '2026-01-20',
      start_time: '09:00:00',
      end_time: '10:00:00',
    });
    expect(await eventsOf(id)).toEqual(['booking.scheduled.v1']);
    // The notes are sealed in the log.
    const [stored] = await t.database.db.query(`select data from es_events where stream_id = $1`, [`booking-${id}`]);
    // (Not a bare '4411': the event's random ids and the sealed text may hold those digits by chance, about one run in 300.)
    expect(JSON.stringify(stored.data)).not.toContain('Gate code');
    expect(stored.data.notes).toMatch(/^pii:v2:\d+:/);
    expect(stored.data).toMatchObject({
      bookingId: id,
      orderId,
      slotId: slot.id,
      date: '2026-01-20',
      startTime: '09:00',
      endTime: '10:00',
      scooperName: 'Alex Kim',
      scooperAssignmentId: scooper.id,
    });

    const [card] = await eventually(
      () => t.database.db.query(`select * from task_cards where list = 'Bookings' and contact_email = $1`, [email]),
      (rows) => rows.length === 1,
      'the booking card',
    );
    expect(card.title).toBe('Booking 2026-01-20 09:00–10:00: Dana Booker');
    expect(card.description).toContain('**Scooper:** Alex Kim');
    const [mail] = await eventually(
      () => t.database.db.query(`select * from email_outbox where kind = 'booking-confirmation' and to_address = $1`, [email]),
      (rows) => rows.length === 1,
      'the booking e-mail',
    );
    expect(mail.status).toBe('sent');

    const list = await t
      .http()
      .get('/api/admin/bookings')
      .query({ filter: JSON.stringify({ dateFrom: '2026-01-15', dateTo: '2026-02-14', q: 'Dana' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id, customer_name: 'Dana Booker', customer_email: email, start_time: '09:00', booking_status: 'confirmed' }),
    ]);
    const shown = await t.http().get(`/api/admin/bookings/${id}`).set('Cookie', admin).expect(200);
    expect(shown.body.history).toEqual([
      expect.objectContaining({
        eventType: 'booking.scheduled',
        actor: 'staff:admin@scvscoopers.example',
        data: expect.objectContaining({ notes: 'Gate code 4411' }),
      }),
    ]);
    const slots = await t
      .http()
      .get('/api/admin/slots')
      .query({ filter: JSON.stringify({ date: '2026-01-20' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(slots.body.find((s: { id: string }) => s.id === slot.id).booked_count).toBe(1);
    const stats = await t.http().get('/api/admin/slots/stats').query({ dateFrom: '2026-01-20', dateTo: '2026-01-20' }).set('Cookie', admin).expect(200);
    expect(stats.body).toMatchObject({ totalSlots: 10, booked: 1, available: 9, utilization: 10 });
  });

  it('asks for both an order and a slot, and refuses unpaid orders, blocked, full and past slots', async () => {
    const selectBoth = await schedule({ orderId: '', slotId: '' }).expect(400);
    expect(selectBoth.body.detail).toBe('Please select both a customer order and time slot');
    await schedule({ slotId: (await slotAt('2026-01-21', '08:00')).id }).expect(400);

    const unpaid = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    const open = await slotAt('2026-01-21', '08:00');
    expect((await schedule({ orderId: unpaid.body.orderId, slotId: open.id }).expect(409)).body.detail).toBe('Only paid orders can be booked');
    expect((await schedule({ orderId: '00000000-0000-0000-0000-000000000000', slotId: open.id }).expect(404)).body.detail).toBe('Customer order not found');

    const { orderId } = await paidOrder(t);
    expect((await schedule({ orderId, slotId: 'nope' }).expect(404)).body.detail).toBe('Time slot not found');
    const blocked = await slotAt('2026-01-21', '09:00');
    await t.http().post(`/api/admin/slots/${blocked.id}/block`).set('Cookie', admin).send({ reason: 'Training' }).expect(200);
    expect((await schedule({ orderId, slotId: blocked.id }).expect(409)).body.detail).toBe('This time slot is blocked');

    await schedule({ orderId, slotId: open.id }).expect(201);
    const other = await paidOrder(t);
    expect((await schedule({ orderId: other.orderId, slotId: open.id }).expect(409)).body.detail).toBe('This time slot is fully booked');

    t.clock.set('2026-01-21T18:30:00.000Z'); // 10:30 on the 21st in Los Angeles
    const past = await slotAt('2026-01-21', '10:00');
    expect((await schedule({ orderId: other.orderId, slotId: past.id }).expect(409)).body.detail).toBe('This time slot has already started');
    expect((await schedule({ orderId, slotId: open.id, scooperAssignmentId: 'x' }).expect(409)).body.detail).toBe('This time slot has already started');
  });

  it('lets exactly one of many simultaneous staff requests take the last place in a slot', async () => {
    const slot = await slotAt('2026-01-22', '08:00');
    const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder(t)));
    const answers = await Promise.all(orders.map((o) => schedule({ orderId: o.orderId, slotId: slot.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.detail).toBe('This time slot is fully booked');
    const [{ n }] = await t.database.db.query(
      `select count(*)::int as n from calendar_bookings where availability_slot_id = $1 and booking_status = 'confirmed'`,
      [slot.id],
    );
    expect(n).toBe(1);
  });

  it('reschedules, cancels and completes as events on the stream, keeping the projection in step', async () => {
    const { orderId, email } = await paidOrder(t);
    const from = await slotAt('2026-01-23', '08:00');
    const to = await slotAt('2026-01-23', '15:00');
    const id = (await schedule({ orderId, slotId: from.id }).expect(201)).body.id as string;

    expect((await action(id, 'reschedule', { slotId: from.id }).expect(409)).body.detail).toBe('The booking is already in this time slot');
    expect((await action(id, 'reschedule', { slotId: to.id }).expect(200)).body.message).toBe('Booking rescheduled');
    expect(await bookingRow(id)).toMatchObject({
      availability_slot_id: to.id,
      scheduled_date: '2026-01-23',
      start_time: '15:00:00',
      reschedule_count: 1,
      booking_status: 'confirmed',
    });

    // The old slot is free again: another order can take it.
    const second = await paidOrder(t);
    const secondId = (await schedule({ orderId: second.orderId, slotId: from.id }).expect(201)).body.id as string;

    expect((await action(id, 'cancel', { reason: 'Customer travelling' }).expect(200)).body.message).toBe('Booking cancelled');
    expect(await bookingRow(id)).toMatchObject({ booking_status: 'cancelled', cancellation_reason: 'Customer travelling' });
    expect((await action(id, 'complete').expect(409)).body.detail).toBe('Only a confirmed booking can be changed');
    expect((await action(secondId, 'complete').expect(200)).body.message).toBe('Booking marked as completed');
    expect(await bookingRow(secondId)).toMatchObject({ booking_status: 'completed' });
    expect(await eventsOf(id)).toEqual(['booking.scheduled.v1', 'booking.rescheduled.v1', 'booking.cancelled.v1']);
    // The booking's one card follows it: the new time, then the cancellation in its title.
    await eventually(
      () => t.database.db.query(`select title from task_cards where list = 'Bookings' and contact_email = $1`, [email]),
      (rows) => rows.length === 1 && rows[0].title === 'Cancelled: Booking 2026-01-23 15:00–16:00: Jamie Rivera',
      'the cancelled booking card',
    );

    // A cancelled booking frees its slot for capacity.
    const third = await paidOrder(t);
    await schedule({ orderId: third.orderId, slotId: to.id }).expect(201);
    expect((await action('00000000-0000-0000-0000-000000000000', 'cancel').expect(404)).body.detail).toBe('Booking not found');
    expect((await action('garbage', 'complete').expect(404)).body.detail).toBe('Booking not found');
    const state = await t.http().get(`/api/admin/streams/booking-${id}/state`).query({ version: 2 }).set('Cookie', admin).expect(200);
    expect(state.body.state).toMatchObject({ status: 'confirmed', slotId: to.id, rescheduleCount: 1 });
  });

  it('lists paid orders to book, searchable by name, e-mail, phone and ZIP', async () => {
    const body = checkoutBody({ customerData: { name: 'Quinn Searchable', phone: '(661) 555-7788', zipCode: '91390' } });
    const { orderId } = await paidOrder(t, body);
    await t
      .http()
      .post('/api/checkout/subscription')
      .send(checkoutBody({ customerData: { name: 'Quinn Unpaid' } }))
      .expect(201);
    const find = async (q: string) =>
      (
        await t
          .http()
          .get('/api/admin/bookable-orders')
          .query({ filter: JSON.stringify({ q }) })
          .set('Cookie', admin)
          .expect(200)
      ).body.map((o: { id: string }) => o.id);
    expect(await find('Quinn')).toEqual([orderId]);
    expect(await find('6615557788')).toEqual([orderId]);
    expect(await find(body.customerData.email as string)).toEqual([orderId]);
    expect(await find('91390')).toContain(orderId);
  });

  it("gives the Schedule dialog each order's preferred days, trash day and address", async () => {
    const body = checkoutBody({
      customerData: { name: 'Perry Preferring', zipCode: '91350' },
      selectedAddOns: { trashBinService: true, binTakeOut: true, binBringIn: true },
      trashDay: 'Thursday',
    });
    const { orderId, sessionId } = await paidOrder(t, body);
    const listed = async () =>
      (
        await t
          .http()
          .get('/api/admin/bookable-orders')
          .query({ filter: JSON.stringify({ q: 'Perry Preferring' }) })
          .set('Cookie', admin)
          .expect(200)
      ).body as Array<Record<string, unknown>>;
    // Before the customer info the order has no days or address yet, and says so plainly.
    expect(await listed()).toEqual([
      expect.objectContaining({ id: orderId, preferred_days: [], trash_day: 'thursday', street_address: null, zip_code: '91350' }),
    ]);
    await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '25000 Main St', preferredDays: ['tuesday', 'friday'], dogInfo: [{ name: 'Rex', breed: 'Lab' }] })
      .expect(200);
    await eventually(
      () => listed(),
      (rows) => rows.length === 1 && (rows[0].preferred_days as string[]).length === 2,
      'the customer info in the bookable orders',
    );
    expect(await listed()).toEqual([
      expect.objectContaining({
        id: orderId,
        preferred_days: ['tuesday', 'friday'],
        trash_day: 'thursday',
        street_address: '25000 Main St',
        zip_code: '91350',
        upcoming_bookings: 0,
      }),
    ]);
  });

  it("refuses a first booking off the customer's preferred days with 422, unless staff confirm another day", async () => {
    const booked = async (orderId: string) =>
      (await t.database.db.query(`select count(*)::int as n from calendar_bookings where customer_order_id = $1`, [orderId]))[0].n as number;
    const withDays = async (name: string) => {
      const { orderId, sessionId } = await paidOrder(t, checkoutBody({ customerData: { name, zipCode: '91350' } }));
      await t
        .http()
        .post(`/api/orders/by-session/${sessionId}/customer-info`)
        .send({ streetAddress: '25000 Main St', preferredDays: ['friday', 'tuesday'], dogInfo: [{ name: 'Rex', breed: 'Lab' }] })
        .expect(200);
      return orderId;
    };
    const first = await withDays('Olive Otherday');
    // Wednesday 21 January is not a Tuesday or a Friday.
    const wednesday = (await slotAt('2026-01-21', '16:00')).id;
    const refused = await schedule({ orderId: first, slotId: wednesday }).expect(422);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({
      status: 422,
      code: 'NOT_PREFERRED_DAY',
      detail: "Wednesday is not one of the customer's preferred days (Tuesday, Friday). Choose a slot on a preferred day, or confirm booking another day.",
    });
    expect(await booked(first)).toBe(0);
    // Only a real true confirms; anything else is a bad request, not a yes.
    await schedule({ orderId: first, slotId: wednesday, otherDay: 'yes' }).expect(400, /otherDay must be true or false/);
    await schedule({ orderId: first, slotId: wednesday, otherDay: false }).expect(422);
    expect(await booked(first)).toBe(0);
    // Staff who confirm another day book it; a later booking of the same order may go on any day.
    const res = await schedule({ orderId: first, slotId: wednesday, otherDay: true }).expect(201);
    expect(await bookingRow(res.body.id as string)).toMatchObject({ customer_order_id: first, scheduled_date: '2026-01-21', booking_status: 'confirmed' });
    await schedule({ orderId: first, slotId: (await slotAt('2026-01-19', '16:00')).id }).expect(201);
    expect(await booked(first)).toBe(2);
  });

  it('rebuilds calendar_bookings identically from the log, before and after the customer is erased', async () => {
    const replay = () => replayProjection(t.database.db, t.app.get(EventStore), calendarBookingsProjection, { verify: true });
    const body = checkoutBody();
    const { orderId } = await paidOrder(t, body);
    const id = (await schedule({ orderId, slotId: (await slotAt('2026-01-22', '12:00')).id, notes: 'Dog: Rex' }).expect(201)).body.id as string;
    await action(id, 'cancel', { reason: 'Moved away' }).expect(200);
    const before = await t.database.db.query('select * from calendar_bookings order by id');
    expect(before.length).toBeGreaterThan(5);
    expect((await replay()).differences).toEqual({ calendar_bookings: 0 });

    await eraseSubject(t.database.db, t.app.get(EventStore), t.app.get(PersonalDataVault).subjectIdFor(body.customerData.email as string), 'staff:test');
    expect(await bookingRow(id)).toMatchObject({ booking_notes: '[erased]', cancellation_reason: '[erased]' });
    expect((await replay()).differences).toEqual({ calendar_bookings: 0 });
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/bookings').expect(401);
    await t.http().post('/api/admin/bookings').send({}).expect(401);
    const customer = await t.signIn('customer');
    await t.http().get('/api/admin/bookable-orders').set('Cookie', customer).expect(403);
    await t.http().post('/api/admin/bookings/00000000-0000-0000-0000-000000000000/cancel').set('Cookie', customer).send({}).expect(403);
  });
});
