import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { AssignScooperCommand } from '../commands/assign-scooper.command';
import { GenerateSlotsCommand } from '../commands/generate-slots.command';
import { BlockSlotCommand, UnblockSlotCommand } from '../commands/set-slot-availability.command';
import { GetSlotQuery } from '../queries/get-slot.query';
import { SlotRow, SLOTS } from '../queries/slot-row';
import { SlotStats, SlotStatsQuery } from '../queries/slot-stats.query';
import { AssignScooperDto, BlockSlotDto, EmptyBodyDto, GenerateSlotsDto } from './bookings.dto';
import { cleanText } from './text-input';

/** Calendar Management: availability slots, their stats, blocking and scooper assignment. */
@ApiTags('admin: calendar')
@Controller('admin/slots')
export class SlotsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Slots by date and start time (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"dateFrom":"2026-01-19","dateTo":"2026-01-25","available":true}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<SlotRow[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(SLOTS, query)));
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Total Slots, Available, Booked and Utilization % for a date range (default: the current week)' })
  stats(@Query('dateFrom') dateFrom?: string, @Query('dateTo') dateTo?: string): Promise<SlotStats> {
    return this.queries.execute(new SlotStatsQuery(dateFrom, dateTo));
  }

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Hourly slots for every day of the range (startHour ≤ h < endHour, defaults 8 and 18); existing slots are kept' })
  generate(@Body() body: GenerateSlotsDto) {
    return this.commands.execute(new GenerateSlotsCommand(body));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id') id: string): Promise<SlotRow> {
    return this.queries.execute(new GetSlotQuery(id));
  }

  @Post(':id/block')
  @HttpCode(HttpStatus.OK)
  block(@Param('id') id: string, @Body() body: BlockSlotDto) {
    return this.commands.execute(new BlockSlotCommand(id, cleanText(body.reason)));
  }

  @Post(':id/unblock')
  @HttpCode(HttpStatus.OK)
  unblock(@Param('id') id: string, @Body() _body: EmptyBodyDto) {
    return this.commands.execute(new UnblockSlotCommand(id));
  }

  @Post(':id/scoopers')
  @HttpCode(HttpStatus.CREATED)
  assign(@Param('id') id: string, @Body() body: AssignScooperDto) {
    return this.commands.execute(new AssignScooperCommand(id, cleanText(body.scooperName), cleanText(body.notes)));
  }
}
