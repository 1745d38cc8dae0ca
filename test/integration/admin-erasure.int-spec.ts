import { EventStore, replayProjection } from '../../backend/src/event-store';
import { DATA_DELETION_DUE_DAYS, dataDeletionRequestsProjection } from '../../backend/src/modules/privacy';
import { leadTrackingProjection } from '../../backend/src/modules/leads/projections/lead-tracking.projection';
import { customerOrdersProjection } from '../../backend/src/modules/orders/projections/customer-orders.projection';
import { confirmationLinkFor } from '../support/data-deletion';
import { checkoutBody } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('admin: erase a person from a data-deletion request', () => {
  let t: TestApp;
  let admin: string;
  const email = 'casey.erase@example.com';
  let leadId: string;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
    const lead = await t
      .http()
      .post('/api/leads')
      .send({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '2' } })
      .expect(200);
    leadId = lead.body.id ?? lead.body.leadId;
    await t
      .http()
      .post('/api/checkout/subscription')
      .send(checkoutBody({ customerData: { name: 'Casey Erase', email, phone: '(661) 555-0142' } }))
      .expect(201);
    const request = await t.http().post('/api/data-deletion-requests').send({ email, fullName: 'Casey Erase', reason: 'Moving away' }).expect(201);
    requestId = request.body.id;
    // Staff act only on a request its mailbox owner confirmed by the e-mailed link (see security/erasure-confirmation).
    await t
      .http()
      .post(await confirmationLinkFor(t, email))
      .expect(200);
    // Someone else's data must survive.
    await t.http().post('/api/leads').send({ contact_info: 'other.person@example.com', contact_type: 'email' }).expect(200);
  });
  afterAll(() => t.close());

  it('shows the confirmed request with its due date 30 days after confirmation, not yet erased', async () => {
    const res = await t.http().get(`/api/admin/data-deletion-requests/${requestId}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id: requestId, email, full_name: 'Casey Erase', status: 'confirmed', erased_at: null, overdue: false });
    expect(new Date(res.body.due_at).getTime() - new Date(res.body.confirmed_at).getTime()).toBe(30 * 86_400_000);
    const listed = await t.http().get('/api/admin/data-deletion-requests').set('Cookie', admin).expect(200);
    expect(listed.body[0]).toMatchObject({ id: requestId, erased_at: null, erased_streams: [] });
    expect(listed.body[0].due_at).toBe(res.body.due_at);
    // The admin reads the rule from the server (DueDateField, '%{days} days after confirmation'), never its own copy.
    expect(res.body.due_days).toBe(DATA_DELETION_DUE_DAYS);
    expect(listed.body[0].due_days).toBe(DATA_DELETION_DUE_DAYS);
  });

  it('marks a request overdue once 30 days have passed', async () => {
    t.clock.advance(31 * 86_400_000);
    admin = await t.signIn('admin'); // the old session lapsed with the month
    const res = await t.http().get(`/api/admin/data-deletion-requests/${requestId}`).set('Cookie', admin).expect(200);
    expect(res.body.overdue).toBe(true);
  });

  it('shreds the key, purges the read tables, shows [erased] in the history and records who erased what and when', async () => {
    const res = await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({
      id: requestId,
      status: 'erased',
      erased_by: 'admin@scvscoopers.example',
      email: '[erased]',
      full_name: '[erased]',
      overdue: false,
    });
    expect(res.body.erased_at).toBeTruthy();
    expect(res.body.erased_streams).toEqual(expect.arrayContaining([`lead-${leadId}`, `data-deletion-${requestId}`]));
    expect(res.body.erased_streams.some((s: string) => s.startsWith('order-'))).toBe(true);

    const db = t.database.db;
    const [key] = await db.query<{ wrapped_key: unknown; erased_by: string }>(
      `select wrapped_key, erased_by from vault_keys where subject_id = (select subject_id from data_deletion_requests where id = $1)`,
      [requestId],
    );
    expect(key).toEqual({ wrapped_key: null, erased_by: 'staff:admin@scvscoopers.example' });
    const tables = JSON.stringify([
      await db.query('select * from lead_tracking'),
      await db.query('select * from customer_orders'),
      await db.query('select * from data_deletion_requests'),
      await db.query('select data, metadata from es_events'),
    ]);
    for (const secret of [email, 'Casey Erase', '555-0142', 'Moving away']) expect(tables).not.toContain(secret);
    expect(tables).toContain('other.person@example.com');

    const history = await t.http().get(`/api/admin/streams/lead-${leadId}/events`).set('Cookie', admin).expect(200);
    expect(history.body[0].data.contactInfo).toBe('[erased]');
    expect(history.body[history.body.length - 1].eventType).toMatch(/^lead\.personal-data-erased/);
  });

  it('is idempotent: a second erase answers the same record', async () => {
    const first = await t.http().get(`/api/admin/data-deletion-requests/${requestId}`).set('Cookie', admin).expect(200);
    const again = await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);
    expect(again.body).toEqual(first.body);
    const [{ n }] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from es_events where event_type like 'data-deletion.erasure-recorded%'`,
    );
    expect(n).toBe(1);
  });

  it('replays to the same read tables after the erasure', async () => {
    const store = t.app.get(EventStore);
    for (const projection of [leadTrackingProjection, customerOrdersProjection, dataDeletionRequestsProjection]) {
      const report = await replayProjection(t.database.db, store, projection, { verify: true });
      expect(Object.values(report.differences)).toEqual([0]);
    }
  });

  it('answers 404 for an unknown request', async () => {
    await t.http().post('/api/admin/data-deletion-requests/00000000-0000-4000-8000-000000000000/erase').set('Cookie', admin).expect(404);
    await t.http().post('/api/admin/data-deletion-requests/nope/erase').set('Cookie', admin).expect(404);
  });
});
