import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import type { RawListQuery } from '../../../platform/http/simple-rest';
import { TaskBoardPort } from '../domain/task-board.port';
import { getTaskCard, TaskCardDetail } from '../queries/get-task-card.query';
import { listTaskCards, TaskCardSummary } from '../queries/list-task-cards.query';

const BOARD_NOTE = 'The built-in board (task_cards). With Trello configured the cards live on Trello and this list stays empty; X-Task-Board names the board in use.';

/** The built-in task board for staff; the global AdminGuard protects every /api/admin route. */
@ApiTags('admin: task board')
@Controller('admin/task-cards')
export class TaskCardsAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Task cards, newest first (ra-data-simple-rest list) with contact fields and comment count', description: BOARD_NOTE })
  @ApiQuery({ name: 'filter', required: false, description: '{"list":"New Leads","q":"search title, contact name, e-mail and phone"}' })
  @ApiQuery({ name: 'sort', required: false, description: '["created_at","DESC"]; also updated_at, list, title, position, contact_name' })
  @ApiQuery({ name: 'range', required: false, description: '[0,24]' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<TaskCardSummary[]> {
    res.setHeader('X-Task-Board', this.board.kind);
    return listTaskCards(this.db, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One task card with its description and comments, newest first', description: BOARD_NOTE })
  one(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<TaskCardDetail> {
    res.setHeader('X-Task-Board', this.board.kind);
    return getTaskCard(this.db, id);
  }
}
