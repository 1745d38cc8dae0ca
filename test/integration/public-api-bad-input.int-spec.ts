import { createTestApp, TestApp } from '../support/test-app';
import { paidOrder } from '../support/orders-fixtures';

/** Whatever a client sends to the quote, order and chat endpoints, the answer is a clear 4xx, never a 500. */
describe('public endpoints under bad input', () => {
  let t: TestApp;
  let sessionId: string;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ sessionId, orderId } = await paidOrder(t));
  });
  afterAll(() => t.close());

  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    { customerData: 'x' },
    { customerData: [] },
    { customerData: { name: null, email: {}, phone: [], zipCode: 1 } },
    { customerData: { name: 'Jo Doe', email: 'jo@example.com', phone: '6615550100', zipCode: '91354' }, selectedAddOns: 'all' },
    { customerData: { name: 'Jo Doe', email: 'jo@example.com', phone: '6615550100', zipCode: '91354' }, selectedAddOns: { deodorizing: 'yes' } },
    { customerData: { name: 'Jo Doe', email: 'jo@example.com', phone: '6615550100', zipCode: '91354' }, commitmentMonths: '3' },
    { customerData: { name: 'Jo Doe', email: 'jo@example.com', phone: '6615550100', zipCode: '91354', numberOfDogs: 2 } },
    { serviceFrequency: ['weekly'], numberOfDogs: { $gt: '' } },
    { streetAddress: 5, dogInfo: 'Rex' },
    { streetAddress: 'x', dogInfo: [null, 3, { name: {}, breed: [] }] },
    { streetAddress: 'x', preferredDays: 'monday', dogInfo: [] },
    { code: ['A'] },
    { mode: null },
    { streetAddress: 'x'.repeat(5000), city: 'y', zipCode: '91354', preferredDays: ['monday', 'tuesday'] },
    {
      customerData: { name: 'Jo\u0000 Doe', email: 'jo@example.com', phone: '6615550100', zipCode: '91354', specialInstructions: 'a\u0000b' },
      discountCode: 'A\u0000B',
      leadId: 'l\u0000',
    },
    { streetAddress: '1 Main\u0000', city: 'V\u0000', zipCode: '91354', preferredDays: ['monday', 'tuesday'], specialNotes: '\ud800' },
    { code: 'WELCOME\u0000' },
    { messages: 'hi' },
    { messages: [{ role: 'user', content: 5 }] },
    { messages: [{ role: 'user', content: 'hi\u0000' }], conversationId: 'c\u0000', currentPage: '/\u0000', userSession: '\u0000' },
    { messages: [{ role: 'user', content: '\ud800' }], conversationId: 'a'.repeat(1000) },
    { sessionId: 5, events: 'page_view' },
    { sessionId: '00000000-0000-4000-8000-000000000000', events: [null, 1, { eventType: {}, pageUrl: [] }] },
    { sessionId: '00000000-0000-4000-8000-000000000000', events: [{ eventType: 'page_view\u0000', pageUrl: '/\ud800', eventData: { a: '\u0000' } }] },
    { pageUrl: { $ne: '' }, referrer: 7, formData: 'x' },
    { email: ['a@b.co'], password: { length: 9 }, fullName: null },
    { email: 'a\u0000@example.com', password: 'secret\u0000', fullName: '\ud800 Doe' },
    { email: 5, fullName: [], reason: {}, accountDetails: 9 },
  ];

  it('stores a checkout whose lead id carries control characters without them', async () => {
    const body = {
      customerData: {
        name: 'Jo Doe',
        email: 'nul-lead@example.com',
        phone: '6615550100',
        zipCode: '91354',
        numberOfDogs: '1',
        yardSize: 'small',
        serviceFrequency: 'weekly',
      },
      leadId: 'lead-1\u0000',
    };
    const res = await t.http().post('/api/checkout/subscription').send(body).expect(201);
    const [row] = await t.database.db.query('select lead_id from customer_orders where id = $1', [res.body.orderId]);
    expect(row.lead_id).toBe('lead-1');
  });

  const routes = () =>
    [
      ['post', '/api/quotes/price'],
      ['post', '/api/discount-codes/validate'],
      ['post', '/api/checkout/subscription'],
      ['post', '/api/checkout/one-time'],
      ['post', `/api/orders/by-session/${sessionId}/customer-info`],
      ['post', `/api/orders/${orderId}/onboarding?session_id=${sessionId}`],
      ['post', '/api/payments/stripe/webhook'],
      ['post', '/api/chat'],
      ['post', '/api/analytics/events'],
      ['post', '/api/help-link-clicks'],
      ['post', '/api/auth/sign-up'],
      ['post', '/api/data-deletion-requests'],
    ] as const;

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('route %i answers every bad body with a 4xx problem', async (index) => {
    const [method, path] = routes()[index];
    for (const body of bodies) {
      const res = await t.http()[method](path).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect({ body, status: res.status }).toEqual({ body, status: expect.any(Number) });
      if (res.status >= 500) throw new Error(`${path} answered ${res.status} to ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      if (res.status >= 400) expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });

  it('answers odd path parameters with 404s', async () => {
    for (const path of [
      '/api/orders/by-session/%00',
      `/api/orders/by-session/${'x'.repeat(400)}`,
      '/api/orders/%27%3B--/onboarding?session_id=a',
      '/api/payments/sandbox/sessions/..%2F..',
    ]) {
      const res = await t.http().get(path);
      expect(res.status).toBe(404);
    }
    expect((await t.http().post('/api/payments/sandbox/sessions/cs_sandbox_zz/pay')).status).toBe(404);
    for (const path of ['/api/articles/%00', `/api/articles/${'x'.repeat(400)}`, '/api/articles/%E0%A4%A', '/api/short-links/%00', '/api/short-links/zz9']) {
      const res = await t.http().get(path);
      expect({ path, clientError: res.status >= 400 && res.status < 500 }).toEqual({ path, clientError: true });
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });
});
