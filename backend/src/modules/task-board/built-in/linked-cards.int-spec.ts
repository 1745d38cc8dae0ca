import { randomUUID } from 'node:crypto';
import { statementsDuring } from '../../../../../test/support/statements';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { SystemClock } from '../../../platform/clock';
import { createDatabase } from '../../../platform/database/database';
import { CardContent } from '../domain/board';
import { BuiltInTaskBoard } from './built-in-board.adapter';

interface CardRow {
  id: string;
  list: string;
  title: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  marker: string;
}

const content = (title: string, contact: CardContent['contact'] = { name: 'Jane Doe', email: 'jane@example.com', phone: '(661) 555-0100' }): CardContent => ({
  list: 'New Leads',
  title,
  description: `${title}: weekly service for 2 dogs`,
  contact,
});

/** New leads' card jobs create their cards through a Coalescer: under load, concurrent creates share one statement. */
describe('built-in board: linked cards created by concurrent jobs', () => {
  let t: TestDatabase;
  let board: BuiltInTaskBoard;

  beforeEach(async () => {
    t = await createTestDatabase();
    board = new BuiltInTaskBoard(t.db, new SystemClock());
  });
  afterEach(() => t.close());

  const card = async (where: string, value: string) =>
    (await t.db.query<CardRow>(`select id, list, title, contact_name, contact_email, contact_phone, marker from task_cards where ${where} = $1`, [value]))[0];
  const linkOf = async (key: string) => (await t.db.query<{ external_id: string }>('select external_id from task_board_links where card_key = $1', [key]))[0];
  const addCard = async (list: string, email: string, marker = `lead-${randomUUID()}`, createdAt = new Date()) =>
    (
      await t.db.query<{ id: string }>(
        `insert into task_cards (list, title, contact_name, contact_email, contact_phone, marker, created_at) values ($1, 'Seeded', 'Seed Name', $2, '(661) 555-0199', $3, $4) returning id`,
        [list, email, marker, createdAt],
      )
    )[0].id;

  it('given jobs for new keys, taken-over cards, linked and marked keys, answers each as alone in two statements', async () => {
    const key = () => `lead-${randomUUID()}`;
    const [fresh, takesOver, linked, marked, afterConverted, twiceA, plain] = Array.from({ length: 7 }, key);
    // The person whose open lead card is taken over (found whatever the case of its e-mail).
    const openCard = await addCard('In Progress', 'Open.Person@Example.com');
    // A key that already has its link, and one whose card exists by its marker (a sync that stopped half-way).
    const linkedCard = await addCard('New Leads', 'linked@example.com');
    await t.db.query(`insert into task_board_links (card_key, board, external_id, list) values ($1, 'built-in', $2, 'New Leads')`, [linked, linkedCard]);
    const markedCard = await addCard('New Leads', 'marked@example.com', marked);
    // The newest lead card of this person is in Converted: a new card, not a take-over.
    await addCard('New Leads', 'converted@example.com', undefined, new Date(Date.now() - 60_000));
    await addCard('Converted', 'converted@example.com');
    const now = new Date();
    const calls: Array<[string, CardContent, string | null]> = [
      [plain, content('Plain'), null],
      [fresh, content('Fresh'), 'fresh@example.com'],
      [takesOver, content('Taken over', { email: 'open.person@example.com' }), 'open.person@example.com'],
      [linked, content('Linked'), 'linked@example.com'],
      [marked, content('Marked'), null],
      [afterConverted, content('After converted'), 'converted@example.com'],
      // Two calls for one key (different people): only the first may create.
      [twiceA, content('Twice (first)'), 'first@example.com'],
      [twiceA, content('Twice (second)'), 'second@example.com'],
    ];

    const { result, sent } = await statementsDuring(() =>
      Promise.all(calls.map(([k, c, email]) => board.createLinkedCard(k, c, { subjectId: null, takeOverOpenLeadCardOf: email, now }))),
    );
    // The first went alone; the seven that arrived meanwhile, together.
    expect(sent).toHaveLength(2);

    const [plainId, freshId, takenId, linkedId, markedId, convertedId, twiceFirst, twiceSecond] = result;
    expect(linkedId).toBeNull();
    expect(markedId).toBeNull();
    expect(twiceSecond).toBeNull();
    expect(takenId).toBe(openCard);
    for (const [k, id] of [
      [plain, plainId],
      [fresh, freshId],
      [afterConverted, convertedId],
      [twiceA, twiceFirst],
    ] as const) {
      expect(id).toEqual(expect.any(String));
      expect(await linkOf(k)).toEqual({ external_id: id });
      expect(await card('marker', k)).toMatchObject({ id, list: 'New Leads' });
    }
    expect(await card('marker', twiceA)).toMatchObject({ title: 'Twice (first)', contact_email: 'jane@example.com' });
    // Taken over: the content's list and title, the contact fields it left undefined kept; no card of its own marker.
    expect(await card('id', openCard)).toMatchObject({
      list: 'New Leads',
      title: 'Taken over',
      contact_name: 'Seed Name',
      contact_email: 'open.person@example.com',
      contact_phone: '(661) 555-0199',
    });
    expect(await card('marker', takesOver)).toBeUndefined();
    expect(await linkOf(takesOver)).toEqual({ external_id: openCard });
    // The linked and marked keys are left as they were, for their locked syncs.
    expect(await linkOf(linked)).toEqual({ external_id: linkedCard });
    expect(await card('id', markedCard)).toMatchObject({ title: 'Seeded', marker: marked });
    expect(await linkOf(marked)).toBeUndefined();
  });

  it('given a shared statement the database refuses, sends each call again alone: only the bad one fails', async () => {
    const keys = Array.from({ length: 4 }, () => `lead-${randomUUID()}`);
    const bad: CardContent = { ...content('Bad'), list: 'No Such List' as CardContent['list'] };
    const now = new Date();
    const { result: answers, sent } = await statementsDuring(() =>
      Promise.allSettled(
        keys.map((k, i) => board.createLinkedCard(k, i === 2 ? bad : content(`Card ${i}`), { subjectId: null, takeOverOpenLeadCardOf: null, now })),
      ),
    );
    // The first alone; the other three together, refused (the bad list), then each of them again alone.
    expect(sent).toHaveLength(5);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    for (const i of [0, 1, 3])
      expect(await card('marker', keys[i])).toMatchObject({ id: (answers[i] as PromiseFulfilledResult<string>).value, title: `Card ${i}` });
    expect(await card('marker', keys[2])).toBeUndefined();
    expect(await linkOf(keys[2])).toBeUndefined();
  });

  it('keeps one plan for its statement on a connection, whatever the number of calls a statement carries', async () => {
    // One connection, so every statement below meets the plan the ones before it left.
    const db = createDatabase(t.url, 1);
    try {
      const oneConnection = new BuiltInTaskBoard(db, new SystemClock());
      const now = new Date();
      // Batches of 1 to 4 calls, more statements than PostgreSQL's five custom plans before it weighs the generic one.
      for (const size of [1, 2, 3, 4, 1, 2, 3, 4]) {
        const answers = await Promise.all(
          Array.from({ length: size }, (_, i) =>
            oneConnection.createLinkedCard(`lead-${randomUUID()}`, content(`Card ${i}`), { subjectId: null, takeOverOpenLeadCardOf: `p${i}@example.com`, now }),
          ),
        );
        expect(answers.every((answer) => typeof answer === 'string')).toBe(true);
      }
      const [plans] = await db.query<{ generic_plans: number; custom_plans: number }>(
        `select generic_plans, custom_plans from pg_prepared_statements where statement like '%insert into task_board_links%'`,
      );
      // Seeing each call's row count, PostgreSQL judged every custom plan cheaper and planned each statement anew.
      expect(plans.custom_plans).toBeLessThanOrEqual(5);
      expect(plans.generic_plans).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
