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
