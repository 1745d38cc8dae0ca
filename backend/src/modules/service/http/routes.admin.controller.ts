import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ChangeRouteCommand, OptimiseRouteCommand } from '../commands/route.command';
import { GetRouteQuery, ListRoutesQuery } from '../queries/routes.query';
import { actorOf } from './service-plans.admin.controller';
import { ChangeRouteDto } from './service.dto';

/** Routes: one scooper's visits on one date (id "<scooperId>:<date>"), their order, drive minutes and lock. */
@ApiTags('admin: service')
@Controller('admin/routes')
export class RoutesAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Every scooper's route on one date (ra-data-simple-rest list; date defaults to today)" })
  @ApiQuery({ name: 'filter', required: false, description: '{"date":"2026-02-02","scooper_id":"…"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListRoutesQuery(query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id') id: string) {
    return this.queries.execute(new GetRouteQuery(id));
  }

  @Post(':id/optimise')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Order the route from the home base (bin take-outs first, then scoops, then bring-ins); 409 when locked' })
  async optimise(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(new OptimiseRouteCommand(id, actorOf(user, req)));
    return { ...(await this.queries.execute(new GetRouteQuery(id))), message: result.message };
  }

  @Put(':id')
  @ApiOperation({ summary: "Staff's own order (exactly the route's visit ids) and/or lock the route" })
  async change(@Param('id') id: string, @Body() body: ChangeRouteDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const result = await this.commands.execute(new ChangeRouteCommand(id, { order: body.order, locked: body.locked }, actorOf(user, req)));
    return { ...(await this.queries.execute(new GetRouteQuery(id))), message: result.message };
  }
}
