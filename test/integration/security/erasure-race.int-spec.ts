import { Job } from 'bullmq';
import { EventStore, RecordedEvent, RelayJobData } from '../../../backend/src/event-store';
import { FollowUpJobs } from '../../../backend/src/modules/follow-up/consumers/follow-up.jobs';
import { createTestApp, TestApp } from '../../support/test-app';
import { cardedLeadEvent, holdNextLeadRead, startLead } from '../../support/lead-fixtures';

/**
 * Issue 20 (exactly once, erasure included): a relay job reads its facts, then writes. An erasure that commits in
 * between must not be undone by the write: the job's card is shredded like every other copy, not brought back.
 */
describe('security: an erasure that overtakes a running card job', () => {
  let t: TestApp;
  // Each attempt its own person: a retry must not meet the lead (erased or not) an earlier attempt left on this app.
  let attempt = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_BACKOFF_MS: '20' } });
  });
  afterAll(() => t.close());
  // A failed attempt's spy would otherwise hold the next attempt's lead reads at its gate.
  afterEach(() => jest.restoreAllMocks());

  it('leaves the card erased when the job read the lead before the erasure and writes after it', async () => {
    const email = `race.person.${++attempt}@example.com`;
    const lead = { id: await startLead(t, email, 'Race Person') };
    const db = t.database.db;
    const event_id = await cardedLeadEvent(t, lead.id);
    const store = t.app.get(EventStore);
    const started = (await store.readEvent(event_id)) as RecordedEvent;
    expect(started.subjectId).toBeTruthy();

    // The job reads the lead as it is now, then waits (as a busy worker would) before writing the card.
    const { spy, read, release } = holdNextLeadRead(t);
    // The card job runs again for this event (as a redelivered job would, before it was recorded done).
    await db.query(`delete from processed_events where consumer = 'task-board' and event_id = $1`, [event_id]);
    const job = t.app.get(FollowUpJobs).runTaskBoardJob({ id: event_id, data: { eventId: event_id } } as Job<RelayJobData>);
    await read;

    // The erasure's transaction (vault key shredded, read tables and built-in cards purged) commits meanwhile.
    await db.transaction(async (client) => {
      await store.vault.erase(started.subjectId as string, 'test', client);
      for (const eraser of store.projections.personalDataErasers()) await eraser.erase(started.subjectId as string, client, { emails: [email] });
    });
    store.vault.forget(started.subjectId as string);
    release();
    expect(await job).toBe(true);
    // The first round wrote the card from the lead it read before the erasure, read the (erased) lead again after that
    // write and wrote again from it, but was not recorded: the erasure mark had moved. The second round, on the erased
    // facts (a read, a write, a read), was.
    expect(spy).toHaveBeenCalledTimes(5);
    spy.mockRestore();
    expect(await db.query(`select 1 from processed_events where consumer = 'task-board' and event_id = $1`, [event_id])).toHaveLength(1);

    const cards = await db.query<{ title: string; description: string; contact_email: string | null }>(
      `select c.title, c.description, c.contact_email from task_cards c join task_board_links l on l.external_id = c.id::text where l.card_key = $1`,
      [`lead-${lead.id}`],
    );
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards)).not.toMatch(/race\.person|Race Person/i);
  });
});
