import { ERASED, ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

/** The update that shreds the built-in cards `where` picks ($2 is '[erased]'): list and place stay, the person goes. */
export const shredCardsSql = (where: string) =>
  `update task_cards set title = $2, description = $2, contact_name = null, contact_email = null, contact_phone = null, updated_at = now() where ${where}`;

/**
 * Erasure reaches the built-in board: the subject's cards (linked to them, or carrying their address as the
 * contact e-mail) keep their list and place, but lose the contact fields, the description, the title (lead
 * cards are titled with the person's name) and their comments. Cards on Trello are outside this transaction:
 * TaskBoardCardErasure deletes them from the relay once the erasure is recorded.
 */
export const taskCardsEraser: PersonalDataEraser = {
  name: 'task_cards',
  async erase(subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
    const { rows } = await client.query<{ id: string }>(
      `select c.id from task_cards c join task_board_links l on l.external_id = c.id::text where l.subject_id = $1 and l.board = 'built-in'
       union select id from task_cards where lower(contact_email) = any($2::text[])`,
      [subjectId, person?.emails ?? []],
    );
    const ids = rows.map((row) => row.id);
    if (!ids.length) return;
    await client.query(shredCardsSql('id = any($1::uuid[])'), [ids, ERASED]);
    await client.query(`update task_card_comments set text = $2 where card_id = any($1::uuid[])`, [ids, ERASED]);
  },
};
