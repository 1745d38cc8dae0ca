import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ProjectionRegistry } from '../../event-store';
import { Clock } from '../../platform/clock';
import { Database } from '../../platform/database/database';
import { BuiltInTaskBoard } from './built-in/built-in-board.adapter';
import { RunTaskBoardChecksHandler } from './commands/run-task-board-checks.command';
import { TaskBoardPort } from './domain/task-board.port';
import { TaskBoardTestAdminController } from './http/task-board-test.admin.controller';
import { TaskCardsAdminController } from './http/task-cards.admin.controller';
import { TaskBoardCardErasure } from './privacy/task-board-card-erasure';
import { GetTaskCardHandler } from './queries/get-task-card.query';
import { TaskBoardKindHandler } from './queries/task-board-kind.query';
import { taskCardsEraser } from './privacy/task-cards.eraser';
import { TaskBoardSync } from './sync/task-board-sync.service';
import { TrelloTaskBoard } from './trello/trello-board.adapter';

/** DESIGN.md §7: Trello when TRELLO_API_KEY, TRELLO_TOKEN and TRELLO_BOARD_ID are set (config refuses a partial set), the built-in board otherwise. */
export function chooseTaskBoard(config: AppConfig, db: Database, clock: Clock): TaskBoardPort {
  const { TRELLO_API_KEY, TRELLO_TOKEN, TRELLO_BOARD_ID, TRELLO_API_URL } = config.env;
  if (TRELLO_API_KEY && TRELLO_TOKEN && TRELLO_BOARD_ID) {
    return new TrelloTaskBoard({ apiUrl: TRELLO_API_URL, key: TRELLO_API_KEY, token: TRELLO_TOKEN, boardId: TRELLO_BOARD_ID });
  }
  return new BuiltInTaskBoard(db, clock);
}

/** Task board: the port and its two adapters, the sync the event jobs call, and the admin's board and checks. */
@Module({
  controllers: [TaskCardsAdminController, TaskBoardTestAdminController],
  providers: [
    { provide: TaskBoardPort, inject: [AppConfig, Database, Clock], useFactory: chooseTaskBoard },
    TaskBoardSync,
    TaskBoardCardErasure,
    GetTaskCardHandler,
    TaskBoardKindHandler,
    RunTaskBoardChecksHandler,
  ],
  exports: [TaskBoardPort, TaskBoardSync, TaskBoardCardErasure],
})
export class TaskBoardModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerEraser(taskCardsEraser);
  }
}
