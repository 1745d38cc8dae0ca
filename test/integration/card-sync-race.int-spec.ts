import { Job } from 'bullmq';
import { RelayJobData } from '../../backend/src/event-store';
import { FollowUpJobs } from '../../backend/src/modules/follow-up/consumers/follow-up.jobs';
import { eventually } from '../support/eventually';
import { cardedLeadEvent, holdNextLeadRead } from '../support/lead-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Two card jobs of one lead run at once (the board's worker runs 16): the job of an earlier event reads the lead, the
 * lead is abandoned, and the abandonment's own job moves the card to Abandoned before the earlier job writes. The
 * earlier job must not put the card back where the lead was when it first looked (the e2e journey "a half-filled quote
 * left behind is abandoned" saw its card stay out of Abandoned, now and then, this way).
 */
describe('task board: card jobs of one lead that overlap', () => {
  let t: TestApp;
  let attempt = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const cardList = async (leadId: string) => {
    const rows = await t.database.db.query<{ list: string }>(
      `select c.list from task_cards c join task_board_links l on l.external_id = c.id::text where l.card_key = $1`,
      [`lead-${leadId}`],
    );
    return rows.map((row) => row.list);
  };

  it('leaves the card in Abandoned when a progress job read the lead before the abandonment and writes after its job', async () => {
    const email = `overlap.${++attempt}.${Date.now().toString(36)}@example.com`;
    const { body } = await t
      .http()
      .post('/api/leads')
      .send({ contact_info: email, contact_type: 'email', form_type: 'quote', form_data: { numberOfDogs: '2', email }, source_page: '/' })
      .expect(200);
    const onLead = (action: string) => t.http().post(`/api/leads/${body.leadId}/${action}`).set('X-Lead-Token', body.leadToken);
    await onLead('progress')
      .send({ step: 'service-details', form_data: { numberOfDogs: '2', yardSize: 'large', email } })
      .expect(200);
    const progressed = await cardedLeadEvent(t, body.leadId, 'lead.progressed');
    expect(await cardList(body.leadId)).toEqual(['New Leads']);

    // The progress job runs again (as a redelivered job would) and stops after its first read of the lead, still open.
    const { read, release } = holdNextLeadRead(t);
    await t.database.db.query(`delete from processed_events where consumer = 'task-board' and event_id = $1`, [progressed]);
    const job = t.app.get(FollowUpJobs).runTaskBoardJob({ id: progressed, data: { eventId: progressed } } as Job<RelayJobData>);
    await read;

    // Meanwhile the visitor closes the tab, and the abandonment's own job moves the card (or, where the held job holds
    // the card's lock, waits for it).
    await onLead('abandon').send({ reason: 'browser-closed' }).expect(200);
    await eventually(
      async () => {
        const [row] = await t.database.db.query<{ done: boolean; waiting: boolean }>(
          `select exists (select 1 from es_events e join processed_events p on p.event_id = e.event_id and p.consumer = 'task-board'
                          where e.stream_id = $1 and e.event_type = 'lead.abandoned.v1') as done,
                  exists (select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock') as waiting`,
          [`lead-${body.leadId}`],
        );
        return row;
      },
      (row) => row.done || row.waiting,
      "the abandonment's card job done or waiting for the card",
    );
    release();
    expect(await job).toBe(true);
    await cardedLeadEvent(t, body.leadId, 'lead.abandoned');
    expect(await cardList(body.leadId)).toEqual(['Abandoned']);
  });
});
