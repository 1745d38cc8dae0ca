import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { CancelVisitCommand } from '../commands/cancel-visit.command';
import { ChangeVisitCommand } from '../commands/change-visit.command';
import { GetServiceRecordQuery } from '../queries/get-service-record.query';
import { VISITS } from '../queries/visit-row';
import { WeekFiguresQuery } from '../queries/week-figures.query';
import { actorOf, cleanText } from './service-plans.admin.controller';
import { CancelVisitDto, ChangeVisitDto, FreeReturnDto, ResendReportDto } from './service.dto';
import { GrantReturnVisitCommand, ResendVisitReportCommand } from '../commands/visit-report.commands';

/** Visits (the visit stream): the board's list, show, move/assign and cancel. */
@ApiTags('admin: service')
@Controller('admin/visits')
export class VisitsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Visits (ra-data-simple-rest list)' })
  @ApiQuery({
    name: 'filter',
    required: false,
    description: '{"date_gte":"2026-02-02","date_lte":"2026-02-08","scooper_id":"…","status":"scheduled","kind":"scoop","plan_id":"…","q":"search"}',
  })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(VISITS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetServiceRecordQuery('visit', id));
  }

  @Put(':id')
  @ApiOperation({
    summary: "Move a visit to another day and/or assign a scooper (checked against the scooper's days and capacity), or un-assign it with unassign: true",
  })
  async change(@Param('id') id: string, @Body() body: ChangeVisitDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(
      new ChangeVisitCommand(id, { date: body.date ?? null, scooperId: body.scooperId ?? null, unassign: body.unassign === true }, actorOf(user, req)),
    );
    return { ...(await this.queries.execute(new GetServiceRecordQuery('visit', id))), message: result.message };
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  async cancel(@Param('id') id: string, @Body() body: CancelVisitDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new CancelVisitCommand(id, cleanText(body.reason), actorOf(user, req)))) };
  }

  @Post(':id/resend-report')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Send a completed or skipped visit's report to the customer again (one e-mail per clickId; an event in the visit's history)" })
  async resendReport(@Param('id') id: string, @Body() body: ResendReportDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new ResendVisitReportCommand(id, body.clickId ?? '', actorOf(user, req)))) };
  }

  @Post(':id/free-return')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give a free return visit for a completed, skipped or missed visit: scheduled on date (optionally for a scooper), with a reason' })
  async freeReturn(@Param('id') id: string, @Body() body: FreeReturnDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(
      new GrantReturnVisitCommand(
        id,
        { clientId: body.clientId ?? '', date: body.date ?? '', reason: cleanText(body.reason), scooperId: body.scooperId ?? null },
        actorOf(user, req),
      ),
    );
    return { id, ...result };
  }
}

/** The schedule board's week figures. */
@ApiTags('admin: service')
@Controller('admin/schedule')
export class ScheduleAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('week')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Visits, completed, skipped, missed and stops per scooper per day for the 7 days from start' })
  week(@Query('start') start: unknown) {
    return this.queries.execute(new WeekFiguresQuery(start));
  }
}
