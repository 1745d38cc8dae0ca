import { Body, Controller, Delete, Get, Header, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { DeleteTrashDayShiftCommand, SaveTrashDayShiftCommand } from '../commands/trash-day-shifts.command';
import { GetServiceRecordQuery } from '../queries/get-service-record.query';
import { TRASH_DAY_SHIFTS } from '../queries/trash-day-shift-row';
import { cleanText } from './service-plans.admin.controller';
import { TrashDayShiftDto } from './service.dto';

/** Holidays that move trash pickup (ra-data-simple-rest CRUD); each change re-plans future bin visits. */
@ApiTags('admin: service')
@Controller('admin/trash-day-shifts')
export class TrashDayShiftsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(TRASH_DAY_SHIFTS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetServiceRecordQuery('trash-day-shift', id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a shift: trash normally picked up on `date` is picked up on `shiftedTo`' })
  create(@Body() body: TrashDayShiftDto) {
    return this.commands.execute(
      new SaveTrashDayShiftCommand(null, { date: body.date, shiftedTo: body.shiftedTo, note: body.note === undefined ? undefined : cleanText(body.note) }),
    );
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: TrashDayShiftDto) {
    return this.commands.execute(
      new SaveTrashDayShiftCommand(id, { date: body.date, shiftedTo: body.shiftedTo, note: body.note === undefined ? undefined : cleanText(body.note) }),
    );
  }

  @Delete(':id')
  remove(@Param('id') id: string) {
    return this.commands.execute(new DeleteTrashDayShiftCommand(id));
  }
}
