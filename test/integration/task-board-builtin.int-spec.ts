import { randomUUID } from 'node:crypto';
import { PoolClient } from 'pg';
import { eraseSubject, EventStore } from '../../backend/src/event-store';
import { CardContent, TaskBoardPort, TaskBoardSync } from '../../backend/src/modules/task-board';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp } from '../support/test-app';

const lead = (overrides: Partial<CardContent> = {}): CardContent => ({
  list: 'New Leads',
  title: 'New lead: Jane Doe',
  description: 'Jane Doe wants weekly service for 2 dogs in 91354.',
  contact: { name: 'Jane Doe', email: 'jane@example.com', phone: '(661) 555-0100' },
  ...overrides,
});

interface CardRow {
  id: string;
  list: string;
  title: string;
  description: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  marker: string;
}

describe('task board: the built-in board (nothing configured)', () => {
  let t: TestApp;
  let board: TaskBoardPort;
  let sync: TaskBoardSync;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    board = t.app.get(TaskBoardPort);
    sync = t.app.get(TaskBoardSync);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const cardsFor = (key: string) => t.database.db.query<CardRow>('select * from task_cards where marker = $1', [key]);
  const card = async (id: string) => (await t.database.db.query<CardRow>('select * from task_cards where id = $1', [id]))[0];
  const comments = async (id: string) =>
    (await t.database.db.query<{ text: string }>('select text from task_card_comments where card_id = $1 order by id', [id])).map((c) => c.text);

  it('is the board when Trello is not configured', () => {
    expect(board.kind).toBe('built-in');
    expect(board.describe()).toBe('built-in board (set TRELLO_API_KEY, TRELLO_TOKEN and TRELLO_BOARD_ID for Trello)');
  });

  it('creates a card once, then updates it: list, title, description and contact fields', async () => {
    const key = `lead-${randomUUID()}`;
    const id = await sync.sync(key, lead());

    expect(await card(id)).toMatchObject({
      list: 'New Leads',
      title: 'New lead: Jane Doe',
      description: 'Jane Doe wants weekly service for 2 dogs in 91354.',
      contact_name: 'Jane Doe',
      contact_email: 'jane@example.com',
      contact_phone: '(661) 555-0100',
      marker: key,
    });

    const again = await sync.sync(
      key,
      lead({ list: 'In Progress', title: 'Lead: Jane Doe (step 3)', description: 'On step 3.', contact: { phone: '(661) 555-0199', email: null } }),
    );
    expect(again).toBe(id);
    expect(await cardsFor(key)).toHaveLength(1);
    expect(await card(id)).toMatchObject({
      list: 'In Progress',
      title: 'Lead: Jane Doe (step 3)',
      description: 'On step 3.',
      contact_name: 'Jane Doe',
      contact_email: null,
      contact_phone: '(661) 555-0199',
    });

    // No contact given: the fields stay as they are.
    await sync.sync(key, { list: 'Converted', title: 'Customer: Jane Doe', description: 'Paid.' });
    expect(await card(id)).toMatchObject({ list: 'Converted', contact_name: 'Jane Doe', contact_phone: '(661) 555-0199' });
    expect(await sync.cardId(key)).toBe(id);
  });

  it('makes exactly one card when ten workers sync the same key at once', async () => {
    const key = `customer-${randomUUID()}`;
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => sync.sync(key, lead({ list: 'New Customers', title: `New customer (${i})` }))));

    expect(new Set(ids).size).toBe(1);
    expect((await cardsFor(key)).map((c) => c.id)).toEqual([ids[0]]);
  });

  it('adopts the card an attempt that died after creating it left behind', async () => {
    const key = `lead-${randomUUID()}`;
    // What a crash leaves: the committed mark, and a card with the marker that was never recorded on the link.
    await t.database.db.query(`insert into task_board_links (card_key, board, create_attempted_at) values ($1, 'built-in', now())`, [key]);
    const orphan = await board.createCard(lead(), key);

    const id = await sync.sync(key, lead({ list: 'In Progress' }));

    expect(id).toBe(orphan.id);
    expect((await cardsFor(key)).map((c) => [c.id, c.list])).toEqual([[orphan.id, 'In Progress']]);
  });

  it('makes the card again when it was removed from the board', async () => {
    const key = `lead-${randomUUID()}`;
    const first = await sync.sync(key, lead());
    await t.database.db.query('delete from task_cards where id = $1', [first]);

    const second = await sync.sync(key, lead({ list: 'Abandoned' }));

    expect(second).not.toBe(first);
    expect((await cardsFor(key)).map((c) => [c.id, c.list])).toEqual([[second, 'Abandoned']]);
  });

  it('takes over a found card instead of creating one (reuseCardId)', async () => {
    const found = await board.createCard(lead({ list: 'In Progress', title: 'Lead: Jane (earlier)' }), `lead-${randomUUID()}`);
    const key = `lead-${randomUUID()}`;

    const id = await sync.sync(key, lead({ list: 'In Progress', title: 'Lead: Jane' }), { reuseCardId: found.id });

    expect(id).toBe(found.id);
    expect(await cardsFor(key)).toHaveLength(0);
    expect(await card(found.id)).toMatchObject({ title: 'Lead: Jane' });
  });

  it('comments once per comment key', async () => {
    const key = `lead-${randomUUID()}`;
    const id = await sync.sync(key, lead());

    await Promise.all([sync.comment(key, 'event-1', 'Moved to step 2'), sync.comment(key, 'event-1', 'Moved to step 2')]);
    await sync.comment(key, 'event-2', 'Abandoned: inactivity');
    await sync.comment(key, 'event-2', 'Abandoned: inactivity');

    expect(await comments(id)).toEqual(['Moved to step 2', 'Abandoned: inactivity']);
    await expect(sync.comment(`lead-${randomUUID()}`, 'event-1', 'no card')).rejects.toThrow(/sync it before commenting/);
    await expect(board.addComment(randomUUID(), 'x')).rejects.toMatchObject({ name: 'TaskBoardRejected', status: 404 });
    await expect(board.updateCard('not-a-card', lead())).rejects.toMatchObject({ name: 'TaskBoardRejected', status: 404 });
  });

  it('finds the newest lead card by e-mail in the lead lists, converted or not', async () => {
    await board.createCard(lead({ contact: { email: 'sam@example.com' } }), `lead-${randomUUID()}`);
    const newest = await board.createCard(lead({ list: 'Converted', contact: { email: 'Sam@Example.com' } }), `lead-${randomUUID()}`);
    await board.createCard(lead({ list: 'Area Requests', contact: { email: 'sam@example.com' } }), `area-${randomUUID()}`);

    expect(await board.findLeadCardByEmail(' SAM@example.com ')).toEqual({ id: newest.id, isConverted: true });
    const open = await board.createCard(lead({ list: 'Abandoned', contact: { email: 'sam@example.com' } }), `lead-${randomUUID()}`);
    expect(await board.findLeadCardByEmail('sam@example.com')).toEqual({ id: open.id, isConverted: false });
    expect(await board.findLeadCardByEmail('nobody@example.com')).toBeNull();
  });

  describe('a likely-new key: card and link in one statement', () => {
    const links = (key: string) => t.database.db.query('select board, external_id, list, subject_id from task_board_links where card_key = $1', [key]);
    const email = () => `pat.${randomUUID().slice(0, 8)}@example.com`;

    it('creates the card and its link as the locked sync does', async () => {
      const subjectId = randomUUID();
      const [slowKey, fastKey] = [`lead-${randomUUID()}`, `lead-${randomUUID()}`];
      const slow = await sync.sync(slowKey, lead(), { subjectId });
      const fast = await sync.sync(fastKey, lead(), { subjectId, likelyNew: true });

      // The same card but for its id, marker and place (the newer card sits above).
      const { id: _slowId, marker: _slowMarker, position: slowPosition, ...slowCard } = (await card(slow)) as CardRow & { position: number };
      const fastCard = (await card(fast)) as CardRow & { position: number };
      expect(fastCard).toEqual({ ...slowCard, id: fast, marker: fastKey, position: expect.any(Number) });
      expect(fastCard.position).toBeLessThan(slowPosition);
      expect(await links(fastKey)).toEqual([{ board: 'built-in', external_id: fast, list: 'New Leads', subject_id: subjectId }]);
      expect(await links(slowKey)).toEqual([{ board: 'built-in', external_id: slow, list: 'New Leads', subject_id: subjectId }]);
    });

    it('takes over the person’s open lead card, but not a converted one', async () => {
      const who = email();
      const open = await sync.sync(`lead-${randomUUID()}`, lead({ list: 'Abandoned', contact: { email: who } }));
      const key = `lead-${randomUUID()}`;

      const taken = await sync.sync(key, lead({ title: 'Lead: Pat', contact: { email: who } }), {
        likelyNew: true,
        takeOverOpenLeadCardOf: ` ${who.toUpperCase()} `,
      });

      expect(taken).toBe(open);
      expect(await card(open)).toMatchObject({ list: 'New Leads', title: 'Lead: Pat' });
      expect(await cardsFor(key)).toEqual([]);
      expect(await links(key)).toEqual([expect.objectContaining({ external_id: open })]);

      await t.database.db.query(`update task_cards set list = 'Converted' where id = $1`, [open]);
      const later = `lead-${randomUUID()}`;
      const fresh = await sync.sync(later, lead({ contact: { email: who } }), { likelyNew: true, takeOverOpenLeadCardOf: who });
      expect(fresh).not.toBe(open);
      expect((await cardsFor(later)).map((c) => c.id)).toEqual([fresh]);
      expect(await card(open)).toMatchObject({ list: 'Converted' });
    });

    // A new lead's card job can run before an abandoned-quote card job of the same person queued after it: the lead's
    // card must not swallow that card (two keys on one card would overwrite each other at every sync).
    it.each([true, false])('leaves the person’s abandoned-quote card alone (likelyNew %s): it is that follow-up’s, not a lead card', async (likelyNew) => {
      const who = email();
      const cartKey = `cart-${randomUUID()}`;
      const cart = await sync.sync(cartKey, lead({ list: 'Abandoned', title: 'Abandoned quote: Pat', contact: { email: who } }));
      const key = `lead-${randomUUID()}`;

      const made = await sync.sync(key, lead({ title: 'Lead: Pat', contact: { email: who } }), { likelyNew, takeOverOpenLeadCardOf: who });

      expect(made).not.toBe(cart);
      expect(await card(cart)).toMatchObject({ list: 'Abandoned', title: 'Abandoned quote: Pat', marker: cartKey });
      expect(await card(made)).toMatchObject({ list: 'New Leads', title: 'Lead: Pat', marker: key });
      expect(await board.findLeadCardByEmail(who)).toEqual({ id: made, isConverted: false });
    });

    it('answers null and changes nothing for a key that has a link, and the sync then updates as usual', async () => {
      const key = `lead-${randomUUID()}`;
      const id = await sync.sync(key, lead());
      const before = await card(id);

      expect(await board.createLinkedCard!(key, lead({ list: 'Abandoned' }), { subjectId: null, takeOverOpenLeadCardOf: null, now: new Date() })).toBeNull();
      expect(await card(id)).toEqual(before);

      expect(await sync.sync(key, lead({ list: 'Abandoned' }), { likelyNew: true })).toBe(id);
      expect((await cardsFor(key)).map((c) => [c.id, c.list])).toEqual([[id, 'Abandoned']]);
    });

    it('makes exactly one card per key, without deadlocks, when ten workers per key (some of them sure it is new) sync six keys at once', async () => {
      // The same person's keys, so the one-statement creates and the locked syncs also compete to take over their lead card.
      const who = email();
      const keys = Array.from({ length: 6 }, () => `lead-${randomUUID()}`);
      const ids = await Promise.all(
        keys.map((key) =>
          Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              sync.sync(key, lead({ title: `Lead (${i})`, contact: { email: who } }), { likelyNew: i % 2 === 0, takeOverOpenLeadCardOf: who }),
            ),
          ),
        ),
      );

      for (const [k, key] of keys.entries()) {
        expect(new Set(ids[k]).size).toBe(1);
        expect(await links(key)).toEqual([expect.objectContaining({ external_id: ids[k][0] })]);
      }
      // Keys that found no card of the person's may each have made one (as locked syncs would); none is left without a key.
      const made = await t.database.db.query<CardRow>('select * from task_cards where lower(contact_email) = $1', [who]);
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(made.every((c) => ids.some((forKey) => forKey[0] === c.id))).toBe(true);
    });

    /** Runs `race` while another transaction, set up by `hold`, has what it needs locked; commits that once `race` waits on it. */
    async function raceAgainstCommit<T>(hold: (other: PoolClient) => Promise<void>, race: () => Promise<T>): Promise<T> {
      const other = await t.database.db.pool.connect();
      try {
        await other.query('begin');
        await hold(other);
        const racing = race();
        racing.catch(() => undefined);
        await eventually(
          () =>
            t.database.db.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%open_lead%'`),
          (rows) => rows.length === 1,
          'the one-statement create to wait on the other transaction',
        );
        await other.query('commit');
        return await racing;
      } finally {
        other.release();
      }
    }

    it('makes a card of its own when the card it was taking over is deleted meanwhile', async () => {
      const who = email();
      const doomed = await sync.sync(`lead-${randomUUID()}`, lead({ contact: { email: who } }));
      const key = `lead-${randomUUID()}`;

      // The take-over waits on the card being deleted; then the delete commits.
      const id = await raceAgainstCommit(
        async (other) => void (await other.query('delete from task_cards where id = $1', [doomed])),
        () => sync.sync(key, lead({ title: 'Lead: Pat again', contact: { email: who } }), { likelyNew: true, takeOverOpenLeadCardOf: who }),
      );

      expect(id).not.toBe(doomed);
      expect(await card(id)).toMatchObject({ title: 'Lead: Pat again', marker: key });
      expect(await links(key)).toEqual([expect.objectContaining({ external_id: id })]);
    });

    it('yields to a sync that is still committing the key’s link: no second card, and null so the caller syncs under the lock', async () => {
      const key = `lead-${randomUUID()}`;
      let first = '';

      // Its link insert waits on the other sync's uncommitted link; then that sync commits.
      const answer = await raceAgainstCommit(
        async (other) => {
          const { rows } = await other.query(
            `insert into task_cards (list, title, description, marker) values ('New Leads', 'Lead: first', '', $1) returning id`,
            [key],
          );
          first = rows[0].id;
          await other.query(`insert into task_board_links (card_key, board, external_id, list) values ($1, 'built-in', $2, 'New Leads')`, [key, first]);
        },
        () => board.createLinkedCard!(key, lead({ title: 'Lead: second' }), { subjectId: null, takeOverOpenLeadCardOf: null, now: new Date() }),
      );

      expect(answer).toBeNull();
      expect((await cardsFor(key)).map((c) => c.id)).toEqual([first]);
      expect(await links(key)).toEqual([expect.objectContaining({ external_id: first })]);
    });
  });

  it('POST /api/admin/integrations/task-board/test passes every check and leaves no test card', async () => {
    const before = (await t.database.db.query<{ n: number }>('select count(*)::int as n from task_cards'))[0].n;
    const res = await t.http().post('/api/admin/integrations/task-board/test').set('Cookie', admin).expect(200);

    expect(res.body).toMatchObject({ success: true, error: null, summary: { passed: 6, failed: 0, total: 6 }, board: { kind: 'built-in' } });
    expect(res.body.results.every((r: { status: string; error: unknown }) => r.status === 'passed' && r.error === null)).toBe(true);
    expect((await t.database.db.query<{ n: number }>('select count(*)::int as n from task_cards'))[0].n).toBe(before);
    await t.http().post('/api/admin/integrations/task-board/test').expect(401);
  });

  describe('GET /api/admin/task-cards', () => {
    const ids: Record<string, string> = {};
    let bookedAt = '';
    const list = (query: Record<string, unknown> = {}) =>
      t
        .http()
        .get('/api/admin/task-cards')
        .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
        .set('Cookie', admin);

    beforeAll(async () => {
      await t.database.db.query('delete from task_cards');
      t.clock.advance(60_000);
      ids.area = await sync.sync(`area-${randomUUID()}`, {
        list: 'Area Requests',
        title: 'Area request: 93065',
        description: 'Simi Valley',
        contact: { name: 'Ana Ruiz', email: 'ana@example.com' },
      });
      t.clock.advance(60_000);
      ids.lead = await sync.sync(`lead-${randomUUID()}`, lead({ contact: { name: 'Bo 100% Diaz', email: 'bo@example.com', phone: '(661) 555-0111' } }));
      t.clock.advance(60_000);
      const key = `booking-${randomUUID()}`;
      bookedAt = t.clock.now().toISOString();
      ids.booking = await sync.sync(key, {
        list: 'Bookings',
        title: 'Booking: Cy Li, Feb 3',
        description: 'Morning slot',
        contact: { name: 'Cy Li', phone: '(661) 555-0122' },
      });
      await sync.comment(key, 'e1', 'Scooper assigned');
      t.clock.advance(60_000);
      await sync.comment(key, 'e2', 'Rescheduled to Feb 4');
    });

    it('lists cards newest first with contact fields and comment count, the simple-rest way', async () => {
      const res = await list().expect(200);
      expect(res.headers['content-range']).toBe('task-cards 0-2/3');
      expect(res.headers['x-task-board']).toBe('built-in');
      expect(res.body.map((c: { id: string }) => c.id)).toEqual([ids.booking, ids.lead, ids.area]);
      expect(res.body[0]).toEqual({
        id: ids.booking,
        list: 'Bookings',
        title: 'Booking: Cy Li, Feb 3',
        contact_name: 'Cy Li',
        contact_email: null,
        contact_phone: '(661) 555-0122',
        position: expect.any(Number),
        created_at: bookedAt,
        updated_at: bookedAt,
        comment_count: 2,
      });
    });

    it('filters by list and searches title and contact fields, % taken literally', async () => {
      expect((await list({ filter: { list: 'Area Requests' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.area]);
      expect((await list({ filter: { q: 'ANA@' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.area]);
      expect((await list({ filter: { q: '555-0122' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.booking]);
      expect((await list({ filter: { q: 'feb 3' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.booking]);
      expect((await list({ filter: { q: '100%' } }).expect(200)).body.map((c: { id: string }) => c.id)).toEqual([ids.lead]);
      expect((await list({ filter: { q: '1%0' } }).expect(200)).body).toEqual([]);
      expect((await list({ filter: { id: [ids.lead, ids.area] } }).expect(200)).headers['content-range']).toBe('task-cards 0-1/2');
      await list({ filter: { list: 'Someday' } }).expect(400);
      await list({ filter: { marker: 'x' } }).expect(400);
    });

    it('sorts and pages', async () => {
      const page = await list({ sort: ['title', 'ASC'], range: [0, 0] }).expect(200);
      expect(page.headers['content-range']).toBe('task-cards 0-0/3');
      expect(page.body.map((c: { id: string }) => c.id)).toEqual([ids.area]);
      await list({ sort: ['description', 'ASC'] }).expect(400);
    });

    it('shows one card with its description and comments, newest first; any other id is 404', async () => {
      const res = await t.http().get(`/api/admin/task-cards/${ids.booking}`).set('Cookie', admin).expect(200);
      expect(res.body).toMatchObject({ id: ids.booking, description: 'Morning slot', archived: false, comment_count: 2 });
      expect(res.body.comments.map((c: { text: string }) => c.text)).toEqual(['Rescheduled to Feb 4', 'Scooper assigned']);

      await t.http().get(`/api/admin/task-cards/${randomUUID()}`).set('Cookie', admin).expect(404);
      const bad = await t.http().get('/api/admin/task-cards/not-a-uuid').set('Cookie', admin).expect(404);
      expect(bad.headers['content-type']).toMatch(/problem\+json/);
      await t
        .http()
        .get(`/api/admin/task-cards/${encodeURIComponent("1' or '1'='1")}`)
        .set('Cookie', admin)
        .expect(404);
    });

    it('is for staff only', async () => {
      await t.http().get('/api/admin/task-cards').expect(401);
      await t.http().get(`/api/admin/task-cards/${ids.lead}`).expect(401);
    });
  });

  it('erasure blanks the subject’s cards: contact fields, title, description and comments; others stay', async () => {
    const subjectId = randomUUID();
    const key = `lead-${randomUUID()}`;
    const id = await sync.sync(key, lead({ title: 'New lead: Erin Eraseme' }), { subjectId });
    await sync.comment(key, 'e1', 'Erin called back');
    const other = await sync.sync(`lead-${randomUUID()}`, lead(), { subjectId: randomUUID() });

    await eraseSubject(t.database.db, t.app.get(EventStore), subjectId, 'admin');

    expect(await card(id)).toMatchObject({
      list: 'New Leads',
      title: '[erased]',
      description: '[erased]',
      contact_name: null,
      contact_email: null,
      contact_phone: null,
    });
    expect(await comments(id)).toEqual(['[erased]']);
    expect(await card(other)).toMatchObject({ title: 'New lead: Jane Doe', contact_email: 'jane@example.com' });
  });
});
