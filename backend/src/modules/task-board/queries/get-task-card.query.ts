import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { TASK_CARD_COLUMNS, TaskCardSummary, toTaskCardSummary } from './task-card-row';

export interface TaskCardComment {
  id: number;
  text: string;
  created_at: string;
}

export interface TaskCardDetail extends TaskCardSummary {
  description: string;
  archived: boolean;
  /** Newest first. */
  comments: TaskCardComment[];
}

/** One card of the built-in board with its description and comments; an id that is no card's is 404. */
export class GetTaskCardQuery extends Query<TaskCardDetail> {
  constructor(readonly cardId: string) {
    super();
  }
}

@QueryHandler(GetTaskCardQuery)
export class GetTaskCardHandler implements IQueryHandler<GetTaskCardQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ cardId: id }: GetTaskCardQuery): Promise<TaskCardDetail> {
    const [row] = isUuid(id) ? await this.db.query(`select ${TASK_CARD_COLUMNS}, c.description, c.archived from task_cards c where c.id = $1`, [id]) : [];
    if (!row) throw new Problem(404, 'Not Found', 'No task card has this id.', undefined, 'NOT_FOUND');
    const comments = await this.db.query<{ id: number; text: string; created_at: Date }>(
      'select id, text, created_at from task_card_comments where card_id = $1 order by created_at desc, id desc',
      [id],
    );
    return {
      ...toTaskCardSummary(row),
      description: String(row.description),
      archived: Boolean(row.archived),
      comments: comments.map((c) => ({ id: c.id, text: c.text, created_at: c.created_at.toISOString() })),
    };
  }
}
