import { statementsDuring } from '../../../../../test/support/statements';
import { afterTheNextBatch } from '../../../../../test/support/event-loop';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { LeadViews } from './lead-views';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Follow-up jobs read leads by id through a Coalescer: under load, concurrent reads share a statement. */
describe('lead views: rows by id read by concurrent jobs', () => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.close());

  it('given card jobs reading their leads at once, each gets its own row as alone (an unknown id none) in two statements', async () => {
    const leads = new LeadViews(t.db);
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
    for (const [i, id] of ids.entries()) {
      await t.db.query(
        `insert into lead_tracking (id, stream_id, contact_info, contact_name, status, form_data, last_activity_at, version, created_at, updated_at)
         values ($1::uuid, 'lead-' || $1::text, $2, $3, 'active', $4, now(), 1, now(), now())`,
        [id, `lead${i}@example.com`, `Lead ${i}`, { numberOfDogs: String(i + 1) }],
      );
    }
    const asked = [ids[0], ids[1], UNKNOWN, ids[2], ids[1], 'not-a-uuid'];
    const alone = [];
    for (const id of asked) alone.push(await leads.lead(id));
    expect(alone.map((row) => row && [row.contact_info, row.contact_name, row.form_data])).toEqual([
      ['lead0@example.com', 'Lead 0', { numberOfDogs: '1' }],
      ['lead1@example.com', 'Lead 1', { numberOfDogs: '2' }],
      null,
      ['lead2@example.com', 'Lead 2', { numberOfDogs: '3' }],
      ['lead1@example.com', 'Lead 1', { numberOfDogs: '2' }],
      null,
    ]);
    // A quiet turn of the event loop first (no statement just answered): the first of them finds a free slot.
    await afterTheNextBatch();
    const { result, sent } = await statementsDuring(() => Promise.all(asked.map((id) => leads.lead(id))));
    expect(result).toEqual(alone);
    // A malformed id is answered without a statement; the rest: the first alone, four together.
    expect(sent).toHaveLength(2);
    // The same table's rows never leak into another's: an area request by a lead's id is none.
    expect(await Promise.all([leads.areaRequest(ids[0]), leads.lead(ids[0])])).toEqual([null, alone[0]]);
  });
});
