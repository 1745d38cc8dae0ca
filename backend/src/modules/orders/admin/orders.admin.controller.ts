import { Controller, Delete, Get, Header, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { listResource, RawListQuery } from '../../../platform/http/simple-rest';
import { sanitizeInstructions } from '../../pricing';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ADMIN_ORDERS, AdminOrderDetail, AdminOrderSummary, toOrderDetail } from './admin-orders.query';
import { DeleteOrderByStaff } from './delete-order.command';
import { ORDERS_ADMIN_MESSAGES } from './orders-admin.messages';

const orderId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(ORDERS_ADMIN_MESSAGES.notFound) });

/** Customer orders for staff (spec 001 §2 Orders). History comes from /api/admin/streams/order-<id>/events. */
@ApiTags('admin: orders')
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(DeleteOrderByStaff) private readonly deleteOrder: DeleteOrderByStaff,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Orders, newest first; removed orders are left out (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail, phone or ZIP","payment_status":"completed","is_subscription":true}' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminOrderSummary[]> {
    return listResource(this.db, ADMIN_ORDERS, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id', orderId()) id: string): Promise<AdminOrderDetail> {
    const [row] = await this.db.query('select * from customer_orders where id = $1 and removed_at is null', [id]);
    if (!row) throw new NotFoundException(ORDERS_ADMIN_MESSAGES.notFound);
    return toOrderDetail(row);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Staff delete: appends order.deleted-by-staff; the order leaves lists and dashboards, its history stays' })
  @ApiQuery({ name: 'reason', required: false })
  async remove(
    @Param('id', orderId()) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Query('reason') reason?: string,
  ): Promise<AdminOrderDetail> {
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500)) throw Problem.validation({ reason: 'reason must be at most 500 characters' });
    const [row] = await this.db.query('select * from customer_orders where id = $1', [id]);
    if (!row) throw new NotFoundException(ORDERS_ADMIN_MESSAGES.notFound);
    await this.deleteOrder.execute({ orderId: id, staffEmail: user.email, reason: reason ? sanitizeInstructions(reason) : undefined, requestId: requestIdOf(req) ?? undefined });
    return toOrderDetail(row);
  }
}
