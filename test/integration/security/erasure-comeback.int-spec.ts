import { fileConfirmedDeletion } from '../../support/data-deletion';
import { eventually } from '../../support/eventually';
import { checkoutBody, paidOrder } from '../../support/orders-fixtures';
import { createTestApp, TestApp } from '../../support/test-app';

/** Issue 13: after erasure the same address can come back, get a fresh key and a normal service; the old data stays [erased]. */
describe('security: an erased person who comes back gets a normal service', () => {
  let t: TestApp;
  let admin: string;
  const email = 'comeback.kid@example.com';
  const customer = (extra: Record<string, unknown> = {}) => checkoutBody({ customerData: { name: 'Kid Comeback', email, phone: '(661) 555-0177', ...extra } });

  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000', JOB_BACKOFF_MS: '20' } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('takes a new lead, checkout, payment and deletion request for the erased address (no 500/503), all readable', async () => {
    const firstLead = await t
      .http()
      .post('/api/leads')
      .send({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '2' } })
      .expect(200);
    const firstOrder = await paidOrder(t, customer());
    const requestId = await fileConfirmedDeletion(t, email, 'Kid Comeback');
    await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);

    // Later, past the lead rules' windows, the same person comes back.
    t.clock.advance(2 * 86_400_000);
    admin = await t.signIn('admin');
    const lead = await t
      .http()
      .post('/api/leads')
      .send({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '3+' } })
      .expect(200);
    expect(lead.body).toMatchObject({ status: 'created', leadId: expect.any(String) });
    const order = await paidOrder(t, customer({ numberOfDogs: '1', specialInstructions: 'New house, new gate' }));
    expect(order.redirectUrl).toContain(order.sessionId);

    const newOrder = await t.http().get(`/api/admin/orders/${order.orderId}`).set('Cookie', admin).expect(200);
    expect(newOrder.body).toMatchObject({ customer_email: email, customer_name: 'Kid Comeback', payment_status: 'completed' });
    const newLead = await t.http().get(`/api/admin/streams/lead-${lead.body.leadId}/events`).set('Cookie', admin).expect(200);
    expect(newLead.body[0].data.contactInfo).toBe(email);
    await eventually(
      () => t.database.db.query(`select 1 from email_outbox where kind = 'order-confirmation' and to_address = $1`, [email]),
      (rows) => rows.length === 1,
      'the new order confirmation',
    );

    // What was erased stays erased.
    const oldOrder = await t.http().get(`/api/admin/orders/${firstOrder.orderId}`).set('Cookie', admin).expect(200);
    expect(oldOrder.body).toMatchObject({ customer_email: '[erased]', customer_name: '[erased]' });
    const oldLead = await t.http().get(`/api/admin/streams/lead-${firstLead.body.leadId}/events`).set('Cookie', admin).expect(200);
    expect(oldLead.body[0].data.contactInfo).toBe('[erased]');

    const keys = await t.database.db.query<{ generation: number; live: boolean }>(
      `select generation, wrapped_key is not null as live from vault_keys where subject_id = (select subject_id from data_deletion_requests where id = $1) order by generation`,
      [requestId],
    );
    expect(keys).toEqual([
      { generation: 1, live: false },
      { generation: 2, live: true },
    ]);

    // And they can ask to be erased again, which reaches the new data too.
    const again = await fileConfirmedDeletion(t, email, 'Kid Comeback', '192.0.2.78');
    await t.http().post(`/api/admin/data-deletion-requests/${again}/erase`).set('Cookie', admin).expect(200);
    const reErased = await t.http().get(`/api/admin/orders/${order.orderId}`).set('Cookie', admin).expect(200);
    expect(reErased.body).toMatchObject({ customer_email: '[erased]', customer_name: '[erased]' });
  });
});
