import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { listResource, RawListQuery } from '../../../platform/http/simple-rest';
import { SLOT_MESSAGES } from '../bookings.messages';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { currentWeek } from '../domain/business-time';
import { checkSlotGeneration } from '../slots/generate-slots';
import { SlotRow, SLOTS } from '../slots/slot-row';
import { Slots, SlotStats } from '../slots/slots.repository';
import { AssignScooperDto, BlockSlotDto, EmptyBodyDto, GenerateSlotsDto } from './bookings.dto';
import { cleanText } from './text-input';

/** Calendar Management: availability slots, their stats, blocking and scooper assignment. */
@ApiTags('admin: calendar')
@Controller('admin/slots')
export class SlotsAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Slots) private readonly slots: Slots,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Slots by date and start time (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"dateFrom":"2026-01-19","dateTo":"2026-01-25","available":true}' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<SlotRow[]> {
    return listResource(this.db, SLOTS, query, res);
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Total Slots, Available, Booked and Utilization % for a date range (default: the current week)' })
  stats(@Query('dateFrom') dateFrom?: string, @Query('dateTo') dateTo?: string): Promise<SlotStats> {
    const week = currentWeek(this.config.business.timeZone, this.clock.now());
    const from = dateFrom || week.dateFrom;
    const to = dateTo || week.dateTo;
    if (!isCalendarDate(from)) throw Problem.validation({ dateFrom: SLOT_MESSAGES.dateInvalid });
    if (!isCalendarDate(to)) throw Problem.validation({ dateTo: SLOT_MESSAGES.dateInvalid });
    return this.slots.stats(from, to);
  }

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Hourly slots for every day of the range (startHour ≤ h < endHour, defaults 8 and 18); existing slots are kept' })
  async generate(@Body() body: GenerateSlotsDto) {
    const counts = await this.slots.generate(checkSlotGeneration(body));
    return { ...counts, message: SLOT_MESSAGES.generated };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id') id: string): Promise<SlotRow> {
    return this.slots.get(id);
  }

  @Post(':id/block')
  @HttpCode(HttpStatus.OK)
  async block(@Param('id') id: string, @Body() body: BlockSlotDto) {
    return { message: SLOT_MESSAGES.blocked, data: await this.slots.setAvailability(id, false, cleanText(body.reason)) };
  }

  @Post(':id/unblock')
  @HttpCode(HttpStatus.OK)
  async unblock(@Param('id') id: string, @Body() _body: EmptyBodyDto) {
    return { message: SLOT_MESSAGES.enabled, data: await this.slots.setAvailability(id, true, null) };
  }

  @Post(':id/scoopers')
  @HttpCode(HttpStatus.CREATED)
  async assign(@Param('id') id: string, @Body() body: AssignScooperDto) {
    const name = cleanText(body.scooperName)?.slice(0, 100);
    if (!name) throw Problem.validation({ scooperName: SLOT_MESSAGES.scooperNameRequired });
    return { message: SLOT_MESSAGES.assigned(name), data: await this.slots.assignScooper(id, name, cleanText(body.notes)) };
  }
}
