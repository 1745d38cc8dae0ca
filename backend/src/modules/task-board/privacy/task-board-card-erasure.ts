import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { isCardMissing } from '../domain/task-board.errors';
import { TaskBoardPort } from '../domain/task-board.port';

/**
 * Erasure on the configured board itself, run as a relay job after the erasure is recorded (an outside board
 * cannot join our transaction, and a job retries when it is down). Every card linked to the person is
 * erased through the port: Trello deletes it with its comments; the built-in board shreds it again (a no-op).
 */
@Injectable()
export class TaskBoardCardErasure {
  constructor(
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
    @Inject(Database) private readonly db: Database,
  ) {}

  /** Returns how many cards were erased; cards already gone on the board count as done. */
  async eraseSubject(subjectId: string): Promise<number> {
    const links = await this.db.query<{ external_id: string }>(
      `select external_id from task_board_links where subject_id = $1 and board = $2 and external_id is not null order by card_key`,
      [subjectId, this.board.kind],
    );
    let erased = 0;
    for (const link of links) {
      try {
        await this.board.eraseCard(link.external_id);
        erased += 1;
      } catch (error) {
        if (!isCardMissing(error)) throw error;
      }
    }
    return erased;
  }
}
