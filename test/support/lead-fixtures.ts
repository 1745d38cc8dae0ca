import { LeadViews } from '../../backend/src/modules/leads';
import { eventually } from './eventually';
import { gate } from './gate';
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
 * The id of the lead's event of this type (its started event unless told) once the relay's card job has recorded it
 * done (processed_events), not merely linked the card: the job links the card first and records after, so a test that
 * deletes the record to run the job again must wait for it, or the late record makes the rerun find the event done.
 */
export async function cardedLeadEvent(t: TestApp, leadId: string, type = 'lead.started'): Promise<string> {
  const [{ event_id }] = await eventually(
    () =>
      t.database.db.query<{ event_id: string }>(
        `select e.event_id from es_events e join processed_events p on p.event_id = e.event_id and p.consumer = 'task-board'
         where e.stream_id = $1 and e.event_type = $2`,
        [`lead-${leadId}`, `${type}.v1`],
      ),
    (rows) => rows.length === 1,
    `the ${type} card job done`,
  );
  return event_id;
}

/**
 * Holds the app's next read of a lead (LeadViews.lead, as a card job makes it) once it has read the row, as a busy worker
 * would pause there: `read` resolves when the row is read; the reader gets it when the test calls `release()`.
 */
export function holdNextLeadRead(t: TestApp): { spy: jest.SpyInstance; read: Promise<void>; release: () => void } {
  const views = t.app.get(LeadViews);
  const readLead = views.lead.bind(views);
  const held = gate();
  const spy = jest.spyOn(views, 'lead').mockImplementationOnce(async (...args: Parameters<LeadViews['lead']>) => {
    const row = await readLead(...args);
    held.reach();
    await held.opened;
    return row;
  });
  return { spy, read: held.reached, release: held.open };
}
