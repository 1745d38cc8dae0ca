import { signInByLink } from '../support/account-sign-in';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface Receipt {
  id: string;
  kind: string;
  amount: number;
  paidAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  description: string;
}

describe('account: receipts come from every recorded payment of the order', () => {
  let t: TestApp;
  let admin: string;
  let orderId: string;
  let cookie: string;

  const receipts = async (): Promise<Receipt[]> =>
    (await t.http().get('/api/account/overview').set('Cookie', cookie).expect(200)).body.plans.find((p: { orderId: string }) => p.orderId === orderId).receipts;
  const simulate = (event: string) => t.http().post(`/api/admin/orders/${orderId}/sandbox-billing`).set('Cookie', admin).send({ event }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200' } });
    admin = await t.signIn('admin');
    orderId = await subscribedOrder(t, { preferredDays: ['tuesday'] });
    const [{ customer_email }] = await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [orderId]);
    cookie = await signInByLink(t, customer_email);
  });
  afterAll(() => t.close());

  it('shows a renewal as a second receipt, newest first, with its amount and period; a failed attempt is no receipt', async () => {
    const [first] = await receipts();
    expect(first).toMatchObject({ kind: 'payment', description: 'First payment (first month and setup fee)' });

    t.clock.advance(60_000);
    await simulate('renewal-paid');
    t.clock.advance(60_000);
    await simulate('payment-failed');
    const list = await receipts();
    expect(list).toHaveLength(2);
    // The amount staff see on the renewal in the payments list.
    const staff = (
      await t
        .http()
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ order_id: orderId, kind: 'renewal' }) })
        .set('Cookie', admin)
        .expect(200)
    ).body;
    expect(staff).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: staff[0].id, kind: 'payment', amount: staff[0].amount, description: 'Monthly renewal' });
    expect(list[0].amount).toBeGreaterThan(0);
    expect(list[0].periodStart).toEqual(expect.any(String));
    expect(list[0].periodEnd! > list[0].periodStart!).toBe(true);
    expect(list[1]).toEqual(first);
    expect(list[0].paidAt > list[1].paidAt).toBe(true);
    expect(list[0].id).not.toBe(list[1].id);
  });

  it('shows a refund as a refund, not as a payment', async () => {
    t.clock.advance(60_000);
    await t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send({ amount: 500, reason: 'Missed visit' }).expect(201);
    const list = await receipts();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ kind: 'refund', amount: 500, description: 'Refund' });
    expect(list.filter((r) => r.kind === 'payment')).toHaveLength(2);
  });
});
