import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../support/test-app';

describe('analytics: Customer Journey Insights', () => {
  let t: TestApp;
  let admin: string;
  const NOW = Date.parse('2026-03-10T19:00:00.000Z');
  const minutes = (n: number) => n * 60_000;
  const s = { quote1: randomUUID(), quote2: randomUUID(), blog: randomUUID(), old: randomUUID(), noViews: randomUUID() };

  async function send(sessionId: string, at: number, events: Array<[string, string]>) {
    t.clock.set(new Date(at));
    await t
      .http()
      .post('/api/analytics/events')
      .send({ sessionId, events: events.map(([eventType, pageUrl]) => ({ eventType, pageUrl })) })
      .expect(202);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_IP_LIMIT: '1000' } });
    // Two visits take the same path (a reload of / counted once), 4 and 6 minutes long.
    await send(s.quote1, NOW - minutes(60), [
      ['page_view', '/'],
      ['page_view', '/'],
    ]);
    await send(s.quote1, NOW - minutes(56), [
      ['button_click', '/'],
      ['page_view', '/#quote'],
      ['quote_started', '/#quote'],
    ]);
    await send(s.quote2, NOW - minutes(30), [['page_view', '/']]);
    await send(s.quote2, NOW - minutes(24), [
      ['page_view', '/#quote'],
      ['form_submit', '/#quote'],
    ]);
    await send(s.blog, NOW - minutes(10), [
      ['page_view', '/blog'],
      ['page_view', '/blog/valencia-dog-parks'],
    ]);
    await send(s.noViews, NOW - minutes(5), [['chat_opened', '/faq']]);
    // Three days ago: outside a 1-day window, inside 7.
    await send(s.old, NOW - 3 * 86_400_000, [['page_view', '/valencia']]);
    t.clock.set(new Date(NOW));
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const journeys = (days?: string) =>
    t
      .http()
      .get('/api/admin/dashboard/journeys')
      .query(days ? { days } : {})
      .set('Cookie', admin);

  it('ranks the common paths with session counts and average minutes', async () => {
    const res = await journeys('1').expect(200);
    expect(res.body).toMatchObject({ days: 1, sessionsAnalysed: 4, to: new Date(NOW).toISOString() });
    expect(res.body.topPaths).toEqual([
      { path: '/ → /#quote', sessions: 2, avgMinutes: 5 },
      { path: '/blog → /blog/valencia-dog-parks', sessions: 1, avgMinutes: 0 },
    ]);
  });

  it('lists the latest sessions first with entry page, exit page and every step in order', async () => {
    const { sessions } = (await journeys('1').expect(200)).body;
    expect(sessions.map((x: { sessionId: string }) => x.sessionId)).toEqual([s.noViews, s.blog, s.quote2, s.quote1]);
    const quote1 = sessions[3];
    expect(quote1).toMatchObject({ entryPage: '/', exitPage: '/#quote', minutes: 4, stepCount: 5, startedAt: new Date(NOW - minutes(60)).toISOString() });
    expect(quote1.steps.map((step: { eventType: string; pageUrl: string }) => `${step.eventType} ${step.pageUrl}`)).toEqual([
      'page_view /',
      'page_view /',
      'button_click /',
      'page_view /#quote',
      'quote_started /#quote',
    ]);
    expect(quote1.steps[2].at).toBe(new Date(NOW - minutes(56)).toISOString());
    // No page view: entry and exit are the page its events came from.
    expect(sessions[0]).toMatchObject({ entryPage: '/faq', exitPage: '/faq', stepCount: 1 });
  });

  it('defaults to 7 days, which reaches the older visit', async () => {
    const res = await journeys().expect(200);
    expect(res.body.days).toBe(7);
    expect(res.body.sessions.map((x: { sessionId: string }) => x.sessionId)).toContain(s.old);
    expect(res.body.topPaths.map((p: { path: string }) => p.path)).toContain('/valencia');
  });

  it.each(['0', '2', '366', 'abc', '7.5'])('refuses days=%s with a 400 problem', async (days) => {
    const res = await journeys(days).expect(400);
    expect(res.body.errors.days).toBe('days must be one of 1, 7, 30, 90, 365');
  });

  it('answers with empty lists when nothing happened', async () => {
    t.clock.set(new Date(NOW + 30 * 86_400_000));
    // A month later the session has expired too.
    admin = await t.signIn('admin');
    const res = await journeys('1').expect(200);
    t.clock.set(new Date(NOW));
    expect(res.body).toMatchObject({ sessionsAnalysed: 0, topPaths: [], sessions: [] });
  });
});
