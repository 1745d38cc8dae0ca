import { Job } from 'bullmq';
import { EventStore, RelayJobData } from '../../../backend/src/event-store';
import { FollowUpJobs } from '../../../backend/src/modules/follow-up/consumers/follow-up.jobs';
import { createTestApp, TestApp } from '../../support/test-app';
import { cardedLeadEvent, startLead } from '../../support/lead-fixtures';

/**
 * A card is made from its subject's row as it is now, so a card job has no use for the personal fields sealed in its
 * event (contact details, form snapshots): it reads the event with them still sealed and decrypts nothing.
 */
describe('privacy: card jobs decrypt nothing', () => {
  let t: TestApp;
  const email = 'sealed.card@example.com';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('syncs a lead card with the person on it while every personal field of the event stays sealed', async () => {
    const lead = { id: await startLead(t, email, 'Sealed Card') };
    const db = t.database.db;
    const event_id = await cardedLeadEvent(t, lead.id);
    // The card job runs again (as a redelivered job would, before it was recorded done), this time watched.
    await db.query(`delete from processed_events where consumer = 'task-board' and event_id = $1`, [event_id]);
    await db.query(`delete from task_cards where id::text in (select external_id from task_board_links where card_key = $1)`, [`lead-${lead.id}`]);
    await db.query(`delete from task_board_links where card_key = $1`, [`lead-${lead.id}`]);
    const vault = t.app.get(EventStore).vault;
    const open = jest.spyOn(vault, 'open');
    const job = t.app.get(FollowUpJobs);
    expect(await job.runTaskBoardJob({ id: event_id, data: { eventId: event_id } } as Job<RelayJobData>)).toBe(true);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();

    const cards = await db.query<{ title: string; contact_email: string | null }>(
      `select c.title, c.contact_email from task_cards c join task_board_links l on l.external_id = c.id::text where l.card_key = $1`,
      [`lead-${lead.id}`],
    );
    expect(cards).toEqual([{ title: 'Lead: Sealed Card', contact_email: email }]);
    // The event itself holds those fields sealed: the card's copy came from the lead's row.
    const [{ data }] = await db.query<{ data: Record<string, unknown> }>('select data from es_events where event_id = $1', [event_id]);
    expect(String(data.contactInfo)).toMatch(/^pii:v2:\d+:/);
  });
});
