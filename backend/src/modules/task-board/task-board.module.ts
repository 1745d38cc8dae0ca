import { Module } from '@nestjs/common';

/** Task board: Trello when TRELLO_API_KEY is set, the built-in board (task_cards) otherwise (DESIGN.md §7). */
@Module({})
export class TaskBoardModule {}
