import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { GetTaskCardQuery, TaskCardDetail } from '../queries/get-task-card.query';
import { TaskBoardKindQuery } from '../queries/task-board-kind.query';
import { TASK_CARDS, TaskCardSummary } from '../queries/task-card-row';

const BOARD_NOTE =
  'The built-in board (task_cards). With Trello configured the cards live on Trello and this list stays empty; X-Task-Board names the board in use.';

/** The built-in task board for staff; the global AdminGuard protects every /api/admin route. */
@ApiTags('admin: task board')
@Controller('admin/task-cards')
export class TaskCardsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Task cards, newest first (ra-data-simple-rest list) with contact fields and comment count', description: BOARD_NOTE })
  @ApiQuery({ name: 'filter', required: false, description: '{"list":"New Leads","q":"search title, contact name, e-mail and phone"}' })
  @ApiQuery({ name: 'sort', required: false, description: '["created_at","DESC"]; also updated_at, list, title, position, contact_name' })
  @ApiQuery({ name: 'range', required: false, description: '[0,24]' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<TaskCardSummary[]> {
    res.setHeader('X-Task-Board', await this.queries.execute(new TaskBoardKindQuery()));
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(TASK_CARDS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One task card with its description and comments, newest first', description: BOARD_NOTE })
  async one(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<TaskCardDetail> {
    res.setHeader('X-Task-Board', await this.queries.execute(new TaskBoardKindQuery()));
    return this.queries.execute(new GetTaskCardQuery(id));
  }
}
