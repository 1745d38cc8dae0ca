import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestIdOf } from '../../../platform/http/request';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { stripMarkup } from '../../pricing';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ChangeServicePlanCommand } from '../commands/change-service-plan.command';
import { ServiceActor } from '../commands/service-actor';
import { GetServiceRecordQuery } from '../queries/get-service-record.query';
import { SERVICE_PLANS } from '../queries/service-plan-row';
import { CancelPlanDto, ChangePlanDaysDto, PhotoRuleDto, PinLocationDto, PlanDateDto } from './service.dto';

export const actorOf = (user: AuthenticatedUser, req: Request): ServiceActor => ({ actor: `staff:${user.email}`, requestId: requestIdOf(req) });

/** Staff text without markup; blank becomes null. */
export const cleanText = (value: string | undefined | null): string | null => (value == null ? null : stripMarkup(value) || null);

/** Service plans (the service-plan stream): list, show, pause, resume, cancel and change days. */
@ApiTags('admin: service')
@Controller('admin/service-plans')
export class ServicePlansAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Service plans (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"status":"active","frequency":"weekly","zip_code":"91354","order_id":"…","q":"search"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(SERVICE_PLANS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One service plan with its event history' })
  one(@Param('id') id: string) {
    return this.queries.execute(new GetServiceRecordQuery('service-plan', id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change preferred days, trash day or bin take-out timing; future unassigned visits are re-planned' })
  async update(@Param('id') id: string, @Body() body: ChangePlanDaysDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(
      new ChangeServicePlanCommand(
        id,
        { type: 'change-days', preferredDays: body.preferredDays, trashDay: body.trashDay, binTakeOutTiming: body.binTakeOutTiming },
        actorOf(user, req),
      ),
    );
    return { ...(await this.queries.execute(new GetServiceRecordQuery('service-plan', id))), message: result.message };
  }

  @Post(':id/pause')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pause from a date (no visits from then until resumed)' })
  async pause(@Param('id') id: string, @Body() body: PlanDateDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new ChangeServicePlanCommand(id, { type: 'pause', from: body.from }, actorOf(user, req)))) };
  }

  @Post(':id/resume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Resume a paused plan from a date' })
  async resume(@Param('id') id: string, @Body() body: PlanDateDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new ChangeServicePlanCommand(id, { type: 'resume', from: body.from }, actorOf(user, req)))) };
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancel the plan with a reason; its future unassigned visits are cancelled' })
  async cancel(@Param('id') id: string, @Body() body: CancelPlanDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new ChangeServicePlanCommand(id, { type: 'cancel', reason: cleanText(body.reason) }, actorOf(user, req)))) };
  }

  @Put(':id/photo-rule')
  @ApiOperation({ summary: "Whether the plan's visits need a before photo at Start (the field app asks for one; the server refuses Start without it)" })
  async photoRule(@Param('id') id: string, @Body() body: PhotoRuleDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(
      new ChangeServicePlanCommand(id, { type: 'set-photo-rule', beforePhotos: body.beforePhotos }, actorOf(user, req)),
    );
    return { ...(await this.queries.execute(new GetServiceRecordQuery('service-plan', id))), message: result.message };
  }

  @Put(':id/location')
  @ApiOperation({ summary: "Drop a corrected pin on the plan's home (lat, lng inside the service area); its visits follow" })
  async pin(@Param('id') id: string, @Body() body: PinLocationDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(new ChangeServicePlanCommand(id, { type: 'pin', lat: body.lat, lng: body.lng }, actorOf(user, req)));
    return { ...(await this.queries.execute(new GetServiceRecordQuery('service-plan', id))), message: result.message };
  }
}
