import { randomUUID } from 'node:crypto';
import { eraseSubject, EventStore, PersonalDataVault } from '../../backend/src/event-store';
import { createTestApp, TestApp } from '../support/test-app';

describe('analytics: event intake and help-link clicks', () => {
  let t: TestApp;
  const sessionId = randomUUID();

  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_IP_LIMIT: '5' } });
  });
  afterAll(() => t.close());
  // Each test starts in a fresh rate-limit window (the limiter's windows follow the fake clock).
  beforeEach(() => t.clock.advance(60_000));

  const post = (body: unknown) =>
    t
      .http()
      .post('/api/analytics/events')
      .send(body as object);
  const rows = (session = sessionId) =>
    t.database.db.query<{ event_type: string; page_url: string; event_data: Record<string, unknown>; created_at: Date }>(
      'select event_type, page_url, event_data, created_at from website_analytics where session_id = $1 order by id',
      [session],
    );

  it('stores a JSON batch in order, timed by the server clock, and answers 202 with the count', async () => {
    const res = await post({
      sessionId,
      events: [
        { eventType: 'page_view', pageUrl: '/?dogs=2&frequency=weekly' },
        { eventType: 'button_click', pageUrl: '/', eventData: { buttonName: 'Get Free Quote', context: 'hero' }, occurredAt: '2020-01-01T00:00:00.000Z' },
        { eventType: 'quote_started', pageUrl: '/', eventData: { page: '/', timestamp: '2026-01-15T17:00:00.000Z' } },
      ],
    }).expect(202);
    expect(res.body).toEqual({ accepted: 3 });
    const stored = await rows();
    expect(stored.map((r) => r.event_type)).toEqual(['page_view', 'button_click', 'quote_started']);
    expect(stored[0].page_url).toBe('/?dogs=2&frequency=weekly');
    expect(stored[1].event_data).toEqual({ buttonName: 'Get Free Quote', context: 'hero' });
    // The client's clock is not trusted: every event carries the server's time.
    expect(stored.every((r) => r.created_at.getTime() === t.clock.now().getTime())).toBe(true);
  });

  it('takes the page-hide beacon as text/plain', async () => {
    const beaconSession = randomUUID();
    await post('')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ sessionId: beaconSession, events: [{ eventType: 'form_submit', pageUrl: '/#quote', eventData: { formType: 'quote' } }] }))
      .expect(202, { accepted: 1 });
    expect((await rows(beaconSession)).map((r) => [r.event_type, r.event_data])).toEqual([['form_submit', { formType: 'quote' }]]);
  });

  it('strips markup from the data it keeps', async () => {
    const session = randomUUID();
    await post({
      sessionId: session,
      events: [
        {
          eventType: 'newsletter_signup',
          pageUrl: '/blog?q=<b>dogs</b>',
          eventData: { '<i>email</i>': '<script>x</script>pat@example.com', nested: { list: ['<b>a</b>', 2, true] } },
        },
      ],
    }).expect(202);
    const [row] = await rows(session);
    expect(row.page_url).toBe('/blog?q=dogs');
    expect(row.event_data).toEqual({ email: 'xpat@example.com', nested: { list: ['a', 2, true] } });
  });

  it('stores text PostgreSQL would refuse (NUL bytes, broken surrogates) cleaned, never a 500', async () => {
    const session = randomUUID();
    await post({
      sessionId: session,
      events: [{ eventType: 'button_click', pageUrl: '/faq\u0000', eventData: { ['k\u0000']: 'a\ud800b', list: ['\udc00'] } }],
    }).expect(202);
    const [row] = await rows(session);
    expect(row.page_url).toBe('/faq');
    expect(row.event_data).toEqual({ k: 'a\ufffdb', list: ['\ufffd'] });
    await t
      .http()
      .post('/api/help-link-clicks')
      .send({ pageUrl: '/\ud800', referrer: 'r\u0000', formData: { zip: '9\u0000' } })
      .expect(201);
  });

  it.each([
    ['a body that is not JSON', 'not json', 'body'],
    ['no session id', { events: [{ eventType: 'page_view', pageUrl: '/' }] }, 'sessionId'],
    ['a session id that is no UUID', { sessionId: 'abc', events: [{ eventType: 'page_view', pageUrl: '/' }] }, 'sessionId'],
    ['no events', { sessionId: randomUUID(), events: [] }, 'events'],
    ['51 events', { sessionId: randomUUID(), events: Array.from({ length: 51 }, () => ({ eventType: 'page_view', pageUrl: '/' })) }, 'events'],
    ['an event type with capitals', { sessionId: randomUUID(), events: [{ eventType: 'PageView', pageUrl: '/' }] }, 'events.0.eventType'],
    ['a full URL instead of a path', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: 'https://evil.example/' }] }, 'events.0.pageUrl'],
    ['a protocol-relative URL', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: '//evil.example/' }] }, 'events.0.pageUrl'],
    ['a page URL over 500 characters', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: `/${'a'.repeat(500)}` }] }, 'events.0.pageUrl'],
    [
      'event data over 2 KB',
      { sessionId: randomUUID(), events: [{ eventType: 'button_click', pageUrl: '/', eventData: { text: 'x'.repeat(2100) } }] },
      'events.0.eventData',
    ],
    ['event data that is a list', { sessionId: randomUUID(), events: [{ eventType: 'button_click', pageUrl: '/', eventData: ['a'] }] }, 'events.0.eventData'],
    ['a bad occurredAt', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: '/', occurredAt: 'yesterday' }] }, 'events.0.occurredAt'],
    ['an unknown field', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: '/', userId: 7 }] }, 'events.0.userId'],
    ['an unknown top-level field', { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: '/' }], ip: '1.2.3.4' }, 'ip'],
  ])('refuses %s with a 400 problem naming the field', async (_name, body, field) => {
    t.clock.advance(60_000);
    const res = typeof body === 'string' ? await post('').set('Content-Type', 'text/plain').send(body) : await post(body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.errors[field]).toEqual(expect.any(String));
  });

  it('refuses a batch whose events are not objects', async () => {
    const res = await post({ sessionId: randomUUID(), events: ['page_view'] }).expect(400);
    expect(res.body.detail).toMatch(/event/);
  });

  it('answers 429 with the spec message after ANALYTICS_IP_LIMIT batches a minute, and again in the next minute', async () => {
    const batch = { sessionId: randomUUID(), events: [{ eventType: 'page_view', pageUrl: '/' }] };
    for (let i = 0; i < 5; i += 1) await post(batch).expect(202);
    const limited = await post(batch).expect(429);
    expect(limited.body).toMatchObject({ title: 'Too Many Requests', detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    await post(batch).expect(202);
  });

  it('records a help-link click with the user agent from the header, markup stripped', async () => {
    const res = await t
      .http()
      .post('/api/help-link-clicks')
      .set('User-Agent', 'Mozilla/5.0 <b>Test</b>')
      .send({ pageUrl: '/#quote', referrer: 'https://www.google.com/', formData: { zipCode: '91354', name: '<img src=x>Pat' } })
      .expect(201);
    const [row] = await t.database.db.query('select page_url, user_agent, referrer, form_data from help_link_clicks where id = $1', [res.body.id]);
    expect(row).toEqual({
      page_url: '/#quote',
      user_agent: 'Mozilla/5.0 Test',
      referrer: 'https://www.google.com/',
      form_data: { zipCode: '91354', name: 'Pat' },
    });
  });

  it('refuses a help-link click without a page or with oversized form data', async () => {
    expect((await t.http().post('/api/help-link-clicks').send({}).expect(400)).body.errors).toHaveProperty('pageUrl');
    expect(
      (
        await t
          .http()
          .post('/api/help-link-clicks')
          .send({ pageUrl: '/', formData: { x: 'y'.repeat(5000) } })
          .expect(400)
      ).body.errors,
    ).toHaveProperty('formData');
    expect((await t.http().post('/api/help-link-clicks').send({ pageUrl: '/', extra: 1 }).expect(400)).body.errors).toHaveProperty('extra');
  });

  it('rate-limits help-link clicks per client', async () => {
    for (let i = 0; i < 20; i += 1) await t.http().post('/api/help-link-clicks').send({ pageUrl: '/' }).expect(201);
    expect((await t.http().post('/api/help-link-clicks').send({ pageUrl: '/' }).expect(429)).body.detail).toBe('Too many requests. Please try again later.');
  });

  it('erasing a person deletes their help-link clicks', async () => {
    const email = 'erase.me@example.com';
    const res = await t.http().post('/api/help-link-clicks').send({ pageUrl: '/', formData: { email } }).expect(201);
    const vault = t.app.get(PersonalDataVault);
    await eraseSubject(t.database.db, t.app.get(EventStore), vault.subjectIdFor(email), 'staff:test');
    expect(await t.database.db.query('select id from help_link_clicks where id = $1', [res.body.id])).toEqual([]);
  });
});
