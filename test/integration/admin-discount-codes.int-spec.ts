import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('admin: discount codes', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const post = (body: object) => t.http().post('/api/admin/discount-codes').set('Cookie', admin).send(body);

  it('creates a code trimmed and upper-cased, which the checkout then accepts', async () => {
    const res = await post({ code: '  spring15 ', discount_percent: 15 }).expect(201);
    expect(res.body).toMatchObject({
      code: 'SPRING15',
      discount_percent: 15,
      active: true,
      usage_limit: null,
      expires_at: null,
      orders_count: 0,
      completed_count: 0,
    });
    const check = await t.http().post('/api/discount-codes/validate').send({ code: 'spring15' }).expect(200);
    expect(check.body).toMatchObject({ isValid: true, discountCode: { code: 'SPRING15', discountPercent: 15 } });
  });

  it('rejects bad input with clear messages, and a duplicate code', async () => {
    const bad = await post({ code: 'no spaces!', discount_percent: 0 }).expect(400);
    expect(bad.body.errors).toEqual({
      code: "A code uses letters, digits, '-' or '_' (up to 32 characters)",
      discount_percent: 'Discount percent must be a whole number from 1 to 100',
    });
    expect((await post({ code: 'X1', discount_percent: 101 }).expect(400)).body.errors.discount_percent).toMatch(/1 to 100/);
    expect((await post({ code: 'X1', discount_percent: 10, usage_limit: 0 }).expect(400)).body.errors.usage_limit).toMatch(/at least 1/);
    expect((await post({ discount_percent: 10 }).expect(400)).body.errors.code).toBe('Please enter a discount code');
    const dup = await post({ code: 'Spring15', discount_percent: 5 }).expect(400);
    expect(dup.body.errors).toEqual({ code: 'A discount code with this name already exists' });
  });

  it('counts the orders that used a code, and the paid ones', async () => {
    const created = await post({ code: 'USED10', discount_percent: 10, usage_limit: 5 }).expect(201);
    const discountCode = 'used10';
    await paidOrder(t, checkoutBody({ discountCode }));
    await t.http().post('/api/checkout/subscription').send(checkoutBody({ discountCode })).expect(201);
    const one = await t.http().get(`/api/admin/discount-codes/${created.body.id}`).set('Cookie', admin).expect(200);
    expect(one.body).toMatchObject({ code: 'USED10', orders_count: 2, completed_count: 1, usage_limit: 5 });
    const listed = await t
      .http()
      .get('/api/admin/discount-codes')
      .query({ filter: JSON.stringify({ q: 'used' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(listed.headers['content-range']).toBe('discount-codes 0-0/1');
    expect(listed.body[0]).toMatchObject({ code: 'USED10', orders_count: 2 });
  });

  it('edits and deactivates; a deactivated code no longer validates; a used code is never hard-deleted', async () => {
    const [used] = (
      await t
        .http()
        .get('/api/admin/discount-codes')
        .query({ filter: JSON.stringify({ q: 'USED10' }) })
        .set('Cookie', admin)
    ).body;
    const edited = await t
      .http()
      .put(`/api/admin/discount-codes/${used.id}`)
      .set('Cookie', admin)
      .send({ code: 'used10', discount_percent: 20, active: false, expires_at: null, usage_limit: null })
      .expect(200);
    expect(edited.body).toMatchObject({ code: 'USED10', discount_percent: 20, active: false, usage_limit: null });
    expect((await t.http().post('/api/discount-codes/validate').send({ code: 'USED10' }).expect(200)).body.isValid).toBe(false);

    const refused = await t.http().delete(`/api/admin/discount-codes/${used.id}`).set('Cookie', admin).expect(409);
    expect(refused.body.detail).toBe('This code was used by 2 orders; deactivate it instead of deleting it.');

    const unused = await post({ code: 'TYPO5', discount_percent: 5 }).expect(201);
    await t.http().delete(`/api/admin/discount-codes/${unused.body.id}`).set('Cookie', admin).expect(200);
    await t.http().get(`/api/admin/discount-codes/${unused.body.id}`).set('Cookie', admin).expect(404);
    await t.http().put('/api/admin/discount-codes/nope').set('Cookie', admin).send({ code: 'A', discount_percent: 5 }).expect(404);
  });
});
