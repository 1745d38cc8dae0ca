import { ERASED, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';

/**
 * Erasure reaches the built-in board: the subject's cards keep their list and place, but lose the contact
 * fields, the description, the title (lead cards are titled with the person's name) and their comments.
 * Cards on Trello are outside our database and outside this transaction; staff clear those on Trello.
 */
export const taskCardsEraser: PersonalDataEraser = {
  name: 'task_cards',
  async erase(subjectId: string, client: Queryable): Promise<void> {
    const cards = `select c.id from task_cards c join task_board_links l on l.external_id = c.id::text where l.subject_id = $1 and l.board = 'built-in'`;
    await client.query(
      `update task_cards set title = $2, description = $2, contact_name = null, contact_email = null, contact_phone = null, updated_at = now()
       where id in (${cards})`,
      [subjectId, ERASED],
    );
    await client.query(`update task_card_comments set text = $2 where card_id in (${cards})`, [subjectId, ERASED]);
  },
};
