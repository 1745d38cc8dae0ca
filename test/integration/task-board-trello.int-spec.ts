import { randomUUID } from 'node:crypto';
import { BOARD_LISTS, CardContent, TaskBoardPort, TaskBoardRejected, TaskBoardSync, TaskBoardUnavailable } from '../../backend/src/modules/task-board';
import { TrelloTaskBoard } from '../../backend/src/modules/task-board/trello/trello-board.adapter';
import { descriptionWithMarker } from '../../backend/src/modules/task-board/trello/trello-description';
import { createTestApp, TestApp } from '../support/test-app';
import { TrelloStandIn } from '../support/trello-stand-in';

const lead = (overrides: Partial<CardContent> = {}): CardContent => ({
  list: 'New Leads',
  title: 'New lead: Jane Doe',
  description: 'Jane Doe wants weekly service for 2 dogs in 91354.\nEmail: jane@example.com',
  contact: { name: 'Jane Doe', email: 'jane@example.com', phone: '(661) 555-0100' },
  ...overrides,
});

describe('task board on Trello (against a stand-in Trello)', () => {
  let trello: TrelloStandIn;
  let t: TestApp;
  let board: TaskBoardPort;
  let sync: TaskBoardSync;
  let admin: string;

  beforeAll(async () => {
    trello = new TrelloStandIn();
    await trello.start();
    // A list staff already made: it is used, not duplicated.
    trello.addList('New Leads');
    t = await createTestApp({ env: trello.env() });
    board = t.app.get(TaskBoardPort);
    sync = t.app.get(TaskBoardSync);
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await trello.stop();
  });
  afterEach(() => trello.clearFailures());

  const cardsWithMarker = (key: string) => trello.cards().filter((c) => c.desc.split('\n').includes(`ref: ${key}`));
  const link = async (key: string) =>
    (await t.database.db.query('select board, external_id, list, create_attempted_at from task_board_links where card_key = $1', [key]))[0];

  it('is the board when key, token and board are set, and fills a bare board with our lists and the contact custom fields', async () => {
    expect(board.kind).toBe('trello');
    expect(board.describe()).toBe(`Trello board ${trello.board.id}`);
    const staffList = trello.lists()[0];

    await sync.sync(`lead-${randomUUID()}`, lead());

    expect(trello.lists().map((l) => l.name)).toEqual([...BOARD_LISTS]);
    expect(trello.lists()[0].id).toBe(staffList.id);
    expect(trello.requestsTo('POST', '/1/lists')).toHaveLength(BOARD_LISTS.length - 1);
    expect(trello.customFields().map((f) => [f.name, f.type, f.modelType, f.idModel])).toEqual([
      ['Name', 'text', 'board', trello.board.id],
      ['Email', 'text', 'board', trello.board.id],
      ['Phone', 'text', 'board', trello.board.id],
    ]);
    // Key and token travel as query parameters on every request, as Trello documents.
    expect(trello.requests.every((r) => r.query.key === trello.key && r.query.token === trello.token)).toBe(true);

    // Resolved once: later cards do not read or create lists and fields again.
    const before = trello.requests.length;
    await sync.sync(`lead-${randomUUID()}`, lead());
    const later = trello.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(later.filter((r) => /lists|customFields$/.test(r))).toEqual([]);
  });

  it('creates a card once, then updates it: list, title, description and contact fields', async () => {
    const key = `lead-${randomUUID()}`;
    const posts = trello.requestsTo('POST', '/1/cards').length;
    const id = await sync.sync(key, lead());

    const [card] = cardsWithMarker(key);
    expect(card.id).toBe(id);
    expect(trello.listName(card.idList)).toBe('New Leads');
    expect(card.name).toBe('New lead: Jane Doe');
    expect(card.desc).toBe(`Jane Doe wants weekly service for 2 dogs in 91354.\nEmail: jane@example.com\n\nref: ${key}`);
    expect(trello.requestsTo('POST', '/1/cards').at(-1)?.body).toMatchObject({ pos: 'top', idList: card.idList });
    expect(trello.contactOf(id)).toEqual({ Name: 'Jane Doe', Email: 'jane@example.com', Phone: '(661) 555-0100' });

    const again = await sync.sync(
      key,
      lead({ list: 'In Progress', title: 'Lead: Jane Doe (step 3)', description: 'On step 3.', contact: { phone: '(661) 555-0199', email: null } }),
    );

    expect(again).toBe(id);
    expect(cardsWithMarker(key)).toHaveLength(1);
    expect(trello.requestsTo('POST', '/1/cards').length - posts).toBe(1);
    const updated = trello.cards().find((c) => c.id === id)!;
    expect(trello.listName(updated.idList)).toBe('In Progress');
    expect(updated.name).toBe('Lead: Jane Doe (step 3)');
    expect(updated.desc).toBe(`On step 3.\n\nref: ${key}`);
    // Phone changed, e-mail cleared, name untouched (not given).
    expect(trello.contactOf(id)).toEqual({ Name: 'Jane Doe', Phone: '(661) 555-0199' });
    expect(await sync.cardId(key)).toBe(id);
    expect(await link(key)).toMatchObject({ board: 'trello', external_id: id, list: 'In Progress' });
  });

  it('makes exactly one card when ten workers sync the same key at once', async () => {
    const key = `customer-${randomUUID()}`;
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => sync.sync(key, lead({ list: 'New Customers', title: `New customer (${i})` }))));

    expect(new Set(ids).size).toBe(1);
    expect(cardsWithMarker(key)).toHaveLength(1);
    expect(cardsWithMarker(key)[0].id).toBe(ids[0]);
  });

  it('adopts the card a crashed attempt made (Trello made it, the answer was a 500) instead of making a second', async () => {
    const key = `lead-${randomUUID()}`;
    trello.failNext(1, 500, { method: 'POST', path: '/1/cards', afterEffect: true });

    await expect(sync.sync(key, lead())).rejects.toBeInstanceOf(TaskBoardUnavailable);
    expect(cardsWithMarker(key)).toHaveLength(1);
    expect(await link(key)).toMatchObject({ external_id: null });
    expect((await link(key)).create_attempted_at).toBeInstanceOf(Date);

    const id = await sync.sync(key, lead({ list: 'In Progress' }));

    expect(cardsWithMarker(key)).toHaveLength(1);
    expect(cardsWithMarker(key)[0]).toMatchObject({ id });
    expect(trello.listName(cardsWithMarker(key)[0].idList)).toBe('In Progress');
    expect(await sync.cardId(key)).toBe(id);
  });

  it('adopts the card when the connection dropped after Trello made it', async () => {
    const key = `lead-${randomUUID()}`;
    trello.failNext(1, 0, { method: 'POST', path: '/1/cards', afterEffect: true, drop: true });

    await expect(sync.sync(key, lead())).rejects.toThrow(/Trello did not answer POST \/1\/cards/);
    const id = await sync.sync(key, lead());

    expect(cardsWithMarker(key).map((c) => c.id)).toEqual([id]);
  });

  it('makes the card again when staff deleted it on Trello', async () => {
    const key = `lead-${randomUUID()}`;
    const first = await sync.sync(key, lead());
    trello.removeCard(first);

    const second = await sync.sync(key, lead({ list: 'Abandoned' }));

    expect(second).not.toBe(first);
    expect(cardsWithMarker(key).map((c) => [c.id, trello.listName(c.idList)])).toEqual([[second, 'Abandoned']]);
  });

  it('takes over a found card instead of creating one (reuseCardId)', async () => {
    const found = trello.addCard('In Progress', 'Lead: Jane (earlier)', 'From an earlier visit.', { Email: 'jane.reuse@example.com' });
    const key = `lead-${randomUUID()}`;
    const posts = trello.requestsTo('POST', '/1/cards').length;

    const id = await sync.sync(key, lead({ list: 'In Progress', title: 'Lead: Jane' }), { reuseCardId: found.id });

    expect(id).toBe(found.id);
    expect(trello.requestsTo('POST', '/1/cards')).toHaveLength(posts);
    expect(found.desc.endsWith(`ref: ${key}`)).toBe(true);
    expect(found.name).toBe('Lead: Jane');
    // Later syncs keep updating the adopted card.
    await sync.sync(key, lead({ list: 'Converted' }));
    expect(trello.listName(found.idList)).toBe('Converted');
  });

  it('comments once per comment key, and a failed comment is retried', async () => {
    const key = `lead-${randomUUID()}`;
    const id = await sync.sync(key, lead());

    await sync.comment(key, 'event-1', 'Moved to step 2');
    await sync.comment(key, 'event-1', 'Moved to step 2');
    trello.failNext(1, 502, { path: /\/actions\/comments$/ });
    await expect(sync.comment(key, 'event-2', 'Abandoned: inactivity')).rejects.toBeInstanceOf(TaskBoardUnavailable);
    await sync.comment(key, 'event-2', 'Abandoned: inactivity');
    await sync.comment(key, 'event-2', 'Abandoned: inactivity');

    expect(trello.comments(id).map((c) => c.data.text)).toEqual(['Moved to step 2', 'Abandoned: inactivity']);
    await expect(sync.comment(`lead-${randomUUID()}`, 'event-1', 'no card')).rejects.toThrow(/sync it before commenting/);
  });

  it('answers 429 and 5xx with TaskBoardUnavailable (with Retry-After), other 4xx with TaskBoardRejected and Trello’s words', async () => {
    const id = await sync.sync(`lead-${randomUUID()}`, lead());

    trello.failNext(1, 429, { retryAfter: '7' });
    await expect(board.addComment(id, 'x')).rejects.toMatchObject({ name: 'TaskBoardUnavailable', status: 429, retryAfterSeconds: 7, retryable: true });
    trello.failNext(1, 503);
    await expect(board.addComment(id, 'x')).rejects.toMatchObject({ name: 'TaskBoardUnavailable', status: 503 });
    trello.failNext(1, 400, { message: 'invalid value for idList' });
    const rejected = await board.updateCard(id, lead()).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(TaskBoardRejected);
    expect(rejected).toMatchObject({ status: 400, retryable: false });
    expect((rejected as Error).message).toMatch(/invalid value for idList/);
    await expect(board.addComment(trello.cards()[0].id.replace(/.$/, 'z'), 'x')).rejects.toMatchObject({ name: 'TaskBoardRejected', status: 404 });

    const wrongKey = new TrelloTaskBoard({ apiUrl: trello.url, key: 'wrong', token: 'secret-token', boardId: trello.board.id });
    const refused = await wrongKey.findCardByMarker('lead-x').catch((e: Error) => e);
    expect(refused).toMatchObject({ name: 'TaskBoardRejected', status: 401 });
    expect((refused as Error).message).toMatch(/invalid key/);
    expect((refused as Error).message).not.toMatch(/secret-token|wrong/);

    const hanging = new TrelloTaskBoard({ apiUrl: trello.url, key: trello.key, token: trello.token, boardId: trello.board.id, timeoutMs: 50 });
    trello.failNext(1, 0, { hold: true });
    await expect(hanging.findCardByMarker('lead-x')).rejects.toMatchObject({
      name: 'TaskBoardUnavailable',
      message: expect.stringMatching(/no answer within 0.05 s/),
    });
  });

  it('finds the newest lead card by e-mail in the lead lists, converted or not', async () => {
    trello.addCard('New Leads', 'Lead: Sam (old)', 'sam@example.com', { Email: 'sam@example.com' });
    // Trello's search reads names, descriptions and comments, not custom fields: lead cards name the address.
    const newest = trello.addCard('Converted', 'Customer: Sam', 'Paid by Sam@Example.com.', { Email: 'Sam@Example.com' });
    trello.addCard('Area Requests', 'Area request: Sam', 'sam@example.com', { Email: 'sam@example.com' });
    trello.addCard('In Progress', 'Lead: Pat', 'Pat was referred by sam@example.com', { Email: 'pat@example.com' });
    const described = trello.addCard('Abandoned', 'Lead: Lee', 'Abandoned cart.\nEmail: lee@example.com');
    trello.addCard('In Progress', 'Lead: Jimbob', 'jimlee@example.com');
    // Kim's lead card, then her abandoned-quote card (another follow-up's, by its ref line): the lead card is hers.
    const kimsLead = trello.addCard('New Leads', 'Lead: Kim', descriptionWithMarker('Email: kim@example.com', `lead-${randomUUID()}`));
    trello.addCard('Abandoned', 'Abandoned quote: Kim', descriptionWithMarker('Email: kim@example.com', `cart-${randomUUID()}`));

    expect(await board.findLeadCardByEmail(' SAM@example.com ')).toEqual({ id: newest.id, isConverted: true });
    expect(await board.findLeadCardByEmail('lee@example.com')).toEqual({ id: described.id, isConverted: false });
    expect(await board.findLeadCardByEmail('kim@example.com')).toEqual({ id: kimsLead.id, isConverted: false });
    expect(await board.findLeadCardByEmail('nobody@example.com')).toBeNull();
    expect(trello.requestsTo('GET', '/1/search').at(-1)?.query).toMatchObject({
      idBoards: trello.board.id,
      modelTypes: 'cards',
      query: '"nobody@example.com"',
    });
  });

  it('POST /api/admin/integrations/task-board/test passes every check on a healthy board and leaves no test card', async () => {
    const res = await t.http().post('/api/admin/integrations/task-board/test').set('Cookie', admin).expect(200);

    expect(res.body).toMatchObject({ success: true, error: null, summary: { passed: 6, failed: 0, total: 6 }, board: { kind: 'trello' } });
    expect(res.body.results.map((r: { test: string; status: string }) => [r.test, r.status])).toEqual([
      ['Read board', 'passed'],
      ['Create test card', 'passed'],
      ['Update test card', 'passed'],
      ['Add comment', 'passed'],
      ['Find card by e-mail', 'passed'],
      ['Delete test card', 'passed'],
    ]);
    expect(res.body.results[0].data.customFields.map((f: { name: string }) => f.name)).toEqual(['Name', 'Email', 'Phone']);
    expect(trello.cards().filter((c) => c.desc.includes('task-board-test-'))).toEqual([]);
    expect(trello.requestsTo('DELETE', /^\/1\/cards\//)).toHaveLength(1);
  });

  it('answers 200 with each failure explained when Trello is down or refuses', async () => {
    trello.failNext(100, 503);
    const down = await t.http().post('/api/admin/integrations/task-board/test').set('Cookie', admin).expect(200);
    trello.clearFailures();

    expect(down.body).toMatchObject({ success: false, summary: { passed: 0, failed: 6, total: 6 } });
    expect(down.body.error).toMatch(/^Read board: Trello answered 503/);
    expect(down.body.results[0]).toMatchObject({ test: 'Read board', status: 'failed', data: null });
    expect(down.body.results.slice(1).map((r: { error: string }) => r.error)).toEqual([
      'skipped: Read board failed',
      'skipped: Create test card failed',
      'skipped: Create test card failed',
      'skipped: Update test card failed',
      'skipped: Create test card failed',
    ]);

    trello.failNext(1, 400, { method: 'POST', path: '/1/cards', message: 'invalid value for idList' });
    const refused = await t.http().post('/api/admin/integrations/task-board/test').set('Cookie', admin).expect(200);
    expect(refused.body).toMatchObject({ success: false, summary: { passed: 1, failed: 5, total: 6 } });
    expect(refused.body.results[1]).toMatchObject({
      test: 'Create test card',
      status: 'failed',
      error: expect.stringMatching(/\(400\): invalid value for idList/),
    });

    await t.http().post('/api/admin/integrations/task-board/test').expect(401);
  });
});
