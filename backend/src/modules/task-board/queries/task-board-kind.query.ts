import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TaskBoardPort } from '../domain/task-board.port';

/** Which board is in use ('trello' or 'built-in'), for the X-Task-Board header. */
export class TaskBoardKindQuery extends Query<TaskBoardPort['kind']> {}

@QueryHandler(TaskBoardKindQuery)
export class TaskBoardKindHandler implements IQueryHandler<TaskBoardKindQuery> {
  constructor(@Inject(TaskBoardPort) private readonly board: TaskBoardPort) {}

  async execute(): Promise<TaskBoardPort['kind']> {
    return this.board.kind;
  }
}
