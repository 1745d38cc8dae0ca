import { Controller, Delete, Get, Header, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { Problem } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { sanitizeInstructions } from '../../pricing';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { DeleteOrderByStaffCommand } from '../commands/delete-order.command';
import { ORDERS_ADMIN_MESSAGES } from '../orders.messages';
import { ADMIN_ORDERS, AdminOrderDetail, AdminOrderSummary } from '../queries/admin-order-row';
import { GetAdminOrderQuery } from '../queries/get-admin-order.query';

const orderId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(ORDERS_ADMIN_MESSAGES.notFound) });

/** Customer orders for staff (spec 001 §2 Orders). History comes from /api/admin/streams/order-<id>/events. */
@ApiTags('admin: orders')
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Orders, newest first; removed orders are left out (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail, phone or ZIP","payment_status":"completed","is_subscription":true}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminOrderSummary[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(ADMIN_ORDERS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', orderId()) id: string): Promise<AdminOrderDetail> {
    return this.queries.execute(new GetAdminOrderQuery(id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Staff delete: appends order.deleted-by-staff; the order leaves lists and dashboards, its history stays' })
  @ApiQuery({ name: 'reason', required: false })
  remove(
    @Param('id', orderId()) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Query('reason') reason?: string,
  ): Promise<AdminOrderDetail> {
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500))
      throw Problem.validation({ reason: 'reason must be at most 500 characters' });
    return this.commands.execute(
      new DeleteOrderByStaffCommand({
        orderId: id,
        staffEmail: user.email,
        reason: reason ? sanitizeInstructions(reason) : null,
        requestId: requestIdOf(req) ?? null,
      }),
    );
  }
}
