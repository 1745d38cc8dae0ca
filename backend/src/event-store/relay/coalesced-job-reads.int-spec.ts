import { createDemoStore, createDemoTables } from '../../../../test/support/demo-stream';
import { afterTheNextBatch } from '../../../../test/support/event-loop';
import { statementsDuring } from '../../../../test/support/statements';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { recordDone } from './relay';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** The store's commit notices, sent through the same pool after its appends. */
const COMMIT_NOTICES = /^select pg_notify\(/;

/**
 * Concurrent jobs' first reads and done records go through Coalescers: under load, the calls that wait for a running
 * statement share the next one. Each caller must get exactly the answer it would have had alone.
 */
describe('relay jobs: reads and records shared by concurrent jobs', () => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await createTestDatabase();
    await createDemoTables(t.db);
  });
  afterEach(() => t.close());

  it('given jobs reading at once, each gets its event, done flag and erasure mark as alone, in two statements; a malformed id fails only its own job', async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const kept = vault.subjectIdFor('kay@example.com');
    const erased = vault.subjectIdFor('eve@example.com');
    const opened = (email: string) => ({ type: 'demo.opened', data: { email, name: 'Someone', phone: '6615550101' } });
    const [a] = (await store.append('demo-kay', 'demo', 'no-stream', [opened('kay@example.com')], { subjectId: kept })).events;
    const [b] = (await store.append('demo-eve', 'demo', 'no-stream', [opened('eve@example.com')], { subjectId: erased })).events;
    const [c] = (await store.append('demo-plain', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }])).events;
    await vault.erase(erased, 'test');
    await recordDone(t.db, 'mailer', 'welcome', c.eventId);
    const ids = [a.eventId, b.eventId, c.eventId, UNKNOWN, a.eventId];

    const alone = [];
    for (const id of ids) alone.push(await store.readForJob(id, 'mailer'));
    expect(alone.map(({ done, erasures, event }) => ({ done, erasures, id: event?.eventId ?? null }))).toEqual([
      { done: false, erasures: 0, id: a.eventId },
      { done: false, erasures: 1, id: b.eventId },
      { done: true, erasures: null, id: c.eventId },
      { done: false, erasures: null, id: null },
      { done: false, erasures: 0, id: a.eventId },
    ]);
    expect(alone[0].event?.data).toEqual(opened('kay@example.com').data);

    // A quiet turn of the event loop first (no statement just answered): the first of them finds a free slot.
    await afterTheNextBatch();
    const { result: together, sent } = await statementsDuring(() => Promise.all(ids.map((id) => store.readForJob(id, 'mailer'))), COMMIT_NOTICES);
    expect(together).toEqual(alone);
    // The same event asked twice: equal answers, yet each job has its own object.
    expect(together[4].event).not.toBe(together[0].event);
    // The first went alone; the four that arrived meanwhile shared one statement.
    expect(sent).toHaveLength(2);
    // Sealed reads are their own statement: a sealed job never gets fields another job opened.
    const sealed = await Promise.all([a.eventId, a.eventId].map((id) => store.readForJob(id, 'mailer', { personalData: 'sealed' })));
    expect(sealed.map((read) => read.event?.data.email)).toEqual([expect.stringMatching(/^pii:/), expect.stringMatching(/^pii:/)]);

    const mixed = await Promise.allSettled([a.eventId, 'not-a-uuid', c.eventId].map((id) => store.readForJob(id, 'mailer')));
    expect(mixed.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(mixed[2]).toEqual({ status: 'fulfilled', value: alone[2] });
  });

  it('given jobs recording at once, each record is checked against its own erasure mark and clears only its own pending row', async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const subject = vault.subjectIdFor('bo@example.com');
    const append = async (stream: string, subjectId?: string) =>
      (await store.append(stream, 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { subjectId: subjectId ?? null })).events[0].eventId;
    const [stale, current, plain, again, lone] = [
      await append('demo-1', subject),
      await append('demo-2', subject),
      await append('demo-3'),
      await append('demo-4'),
      await append('demo-5'),
    ];
    for (const id of [stale, current, plain, again, lone]) {
      await t.db.query(`insert into relay_pending (queue, event_id, job_name) values ('welcome', $1, 'send-welcome')`, [id]);
    }
    await vault.erase(subject, 'test');
    await recordDone(t.db, 'mailer', 'welcome', again);

    // A quiet turn of the event loop first (no statement just answered): the first of them finds a free slot.
    await afterTheNextBatch();
    const { result, sent } = await statementsDuring(
      () =>
        Promise.all([
          recordDone(t.db, 'mailer', 'welcome', lone),
          // Read before the erasure: refused, with the mark as it is now.
          recordDone(t.db, 'mailer', 'welcome', stale, { subjectId: subject, erasures: 0 }),
          recordDone(t.db, 'mailer', 'welcome', current, { subjectId: subject, erasures: 1 }),
          recordDone(t.db, 'mailer', 'welcome', plain),
          recordDone(t.db, 'mailer', 'welcome', again),
        ]),
      COMMIT_NOTICES,
    );
    expect(result).toEqual([
      { recorded: true, fresh: true },
      { recorded: false, erasures: 1 },
      { recorded: true, fresh: true },
      { recorded: true, fresh: true },
      { recorded: true, fresh: false },
    ]);
    expect(sent).toHaveLength(2);
    const done = await t.db.query<{ event_id: string }>(`select event_id from processed_events where consumer = 'mailer'`);
    expect(done.map((row) => row.event_id).sort()).toEqual([lone, current, plain, again].sort());
    expect(await t.db.query<{ event_id: string }>('select event_id from relay_pending')).toEqual([{ event_id: stale }]);
  });
});
