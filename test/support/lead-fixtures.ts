import { eventually } from './eventually';
import { TestApp } from './test-app';

/** A visitor starts a quote with this e-mail and name (POST /api/leads); resolves with the lead's id once it is projected. */
export async function startLead(t: TestApp, email: string, name: string): Promise<string> {
  await t
    .http()
    .post('/api/leads')
    .send({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '2', name } })
    .expect(200);
  const [lead] = await eventually(
    () => t.database.db.query<{ id: string }>(`select id from lead_tracking where contact_info = $1`, [email]),
    (rows) => rows.length === 1,
    'the lead',
  );
  return lead.id;
}

/**
 * The id of the lead's started event once the relay's card job has recorded it done (processed_events), not merely
 * linked the card: the job links the card first and records after, so a test that deletes the record to run the job
 * again must wait for it, or the late record makes the rerun find the event done.
 */
export async function cardedLeadEvent(t: TestApp, leadId: string): Promise<string> {
  const [{ event_id }] = await eventually(
    () =>
      t.database.db.query<{ event_id: string }>(
        `select e.event_id from es_events e join processed_events p on p.event_id = e.event_id and p.consumer = 'task-board'
         where e.stream_id = $1 and e.event_type like 'lead.started%'`,
        [`lead-${leadId}`],
      ),
    (rows) => rows.length === 1,
    'the lead card job done',
  );
  return event_id;
}
