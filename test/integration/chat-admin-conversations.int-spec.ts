import { randomUUID } from 'node:crypto';
import { ChatTranscripts } from '../../backend/src/modules/chat/transcripts/chat-transcripts.repository';
import { createTestApp, TestApp } from '../support/test-app';

describe('chat: transcripts for staff under /api/admin', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  const ids = { pricing: randomUUID(), zip: randomUUID(), booking: randomUUID(), empty: randomUUID() };

  beforeAll(async () => {
    t = await createTestApp();
    const transcripts = t.app.get(ChatTranscripts);
    const start = t.clock.now().getTime();
    const say = (conversationId: string, minutes: number, role: 'user' | 'assistant', message: string, currentPage = '/') =>
      transcripts.record({ conversationId, role, message, currentPage, userSession: 'sess-1', at: new Date(start + minutes * 60_000) });
    await say(ids.pricing, 0, 'user', 'How much for 2 dogs weekly, medium yard?');
    await say(ids.pricing, 0, 'assistant', 'For 2 dogs and a medium yard, weekly service is $124.00 a month.');
    await say(ids.pricing, 5, 'user', 'can I book?', '/faq');
    await say(ids.pricing, 5, 'assistant', 'Booking takes a couple of minutes.\nSCROLL_TO_QUOTE PREFILL_FORM:numberOfDogs=2', '/faq');
    await say(ids.zip, 10, 'user', 'Do you serve 91354? 100% of my street wants to know', '/valencia');
    await say(ids.zip, 10, 'assistant', 'Yes, we serve 91354!', '/valencia');
    await say(ids.booking, 20, 'user', 'How do I get started?');
    await say(ids.booking, 20, 'assistant', 'Booking takes a couple of minutes.\nSCROLL_TO_QUOTE');
    admin = await t.signIn('admin');
    customer = await t.signIn('customer');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown> = {}) =>
    t
      .http()
      .get('/api/admin/conversations')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Cookie', admin);

  it('lists conversations by last activity with first message, message count, page and last activity', async () => {
    const res = await list().expect(200);
    expect(res.headers['content-range']).toBe('conversations 0-2/3');
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([ids.booking, ids.zip, ids.pricing]);
    const start = t.clock.now().getTime();
    expect(res.body[2]).toEqual({
      id: ids.pricing,
      firstMessage: 'How much for 2 dogs weekly, medium yard?',
      messageCount: 4,
      page: '/',
      lastPage: '/faq',
      startedAt: new Date(start).toISOString(),
      lastActivity: new Date(start + 5 * 60_000).toISOString(),
    });
  });

  it('searches the first visitor message only, case-insensitively, with % taken literally', async () => {
    expect((await list({ filter: { q: 'DOGS weekly' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.pricing]);
    // "book" is in the pricing conversation's later message and in the booking conversation's replies, not in a first message.
    expect((await list({ filter: { q: 'book' } }).expect(200)).body).toEqual([]);
    expect((await list({ filter: { q: '100%' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.zip]);
    expect((await list({ filter: { q: '1%0' } }).expect(200)).body).toEqual([]);
    expect((await list({ filter: { q: '   ' } }).expect(200)).headers['content-range']).toBe('conversations 0-2/3');
  });

  it('sorts and pages the simple-rest way, and refuses unknown sorts and filters', async () => {
    const page = await list({ sort: ['messageCount', 'DESC'], range: [0, 0] }).expect(200);
    expect(page.headers['content-range']).toBe('conversations 0-0/3');
    expect(page.body[0].id).toBe(ids.pricing);
    expect((await list({ filter: { page: '/valencia' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.zip]);
    await list({ sort: ['message', 'ASC'] }).expect(400);
    await list({ filter: { role: 'user' } }).expect(400);
  });

  it('returns one thread in order, with the markers read out as actions', async () => {
    const res = await t.http().get(`/api/admin/conversations/${ids.pricing}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id: ids.pricing, messageCount: 4 });
    expect(res.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(res.body.messages[3]).toMatchObject({
      message: 'Booking takes a couple of minutes.\nSCROLL_TO_QUOTE PREFILL_FORM:numberOfDogs=2',
      text: 'Booking takes a couple of minutes.',
      actions: [{ type: 'scroll-to-quote' }, { type: 'prefill-form', field: 'numberOfDogs', value: '2' }],
      currentPage: '/faq',
    });
    await t.http().get(`/api/admin/conversations/${ids.empty}`).set('Cookie', admin).expect(404);
    await t.http().get('/api/admin/conversations/not-a-uuid').set('Cookie', admin).expect(400);
  });

  it('gives the dashboard its figures: conversations, messages and average length', async () => {
    const res = await t.http().get('/api/admin/conversation-stats').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ conversations: 3, messages: 8, averageLength: 2.7 });
  });

  it('is for admins only', async () => {
    for (const path of ['/api/admin/conversations', `/api/admin/conversations/${ids.pricing}`, '/api/admin/conversation-stats']) {
      await t.http().get(path).expect(401);
      await t.http().get(path).set('Cookie', customer).expect(403);
    }
  });
});
