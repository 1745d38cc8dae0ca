import { Body, Controller, Get, Header, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestIdOf } from '../../../platform/http/request';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { sanitizeInstructions } from '../../pricing';
import { RefundAnswer, RefundOrderCommand } from '../commands/refund-order.command';
import { RefundInputDto } from './refund.admin.dto';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { SimulateSandboxBillingCommand } from '../commands/simulate-sandbox-billing.command';
import { BILLING_MESSAGES, ORDERS_ADMIN_MESSAGES } from '../orders.messages';
import { SandboxBillingInput } from './billing.admin.dto';
import { GetPaymentQuery } from '../queries/get-payment.query';
import { ADMIN_PAYMENTS, AdminPayment, PAST_DUE, PastDueCustomer } from '../queries/payment-row';

const uuid = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(message) });

/** Every payment on every order (first, renewal, failed, refund), newest first. */
@ApiTags('admin: payments')
@Controller('admin/payments')
export class PaymentsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Payments (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"kind":["renewal","failed"],"order_id":"<uuid>"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminPayment[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(ADMIN_PAYMENTS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', uuid(BILLING_MESSAGES.paymentNotFound)) id: string): Promise<AdminPayment> {
    return this.queries.execute(new GetPaymentQuery(id));
  }
}

/** Past-due subscriptions with their dunning sequence; open ones unless a status filter says otherwise. */
@ApiTags('admin: payments')
@Controller('admin/past-due')
export class PastDueAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'filter', required: false, description: '{"status":"past-due"|"paid"|"cancelled"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<PastDueCustomer[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(PAST_DUE, withDefaultStatus(query))));
  }
}

/** Lists open episodes unless the admin asks for a status (or for ids, as react-admin's getMany does). */
function withDefaultStatus(query: RawListQuery): RawListQuery {
  let filter: unknown = {};
  try {
    filter = query.filter ? JSON.parse(String(query.filter)) : {};
  } catch {
    return query; // the list parser answers the 400
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return query;
  if (Object.hasOwn(filter, 'status') || Object.hasOwn(filter, 'id')) return query;
  return { ...query, filter: JSON.stringify({ ...filter, status: 'past-due' }) };
}

/** The sandbox's billing events for one order (renewal paid, card declined, subscription ended), so the lifecycle can be tried offline. */
@ApiTags('admin: payments')
@Controller('admin/orders')
export class SandboxBillingAdminController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/sandbox-billing')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sandbox orders only: feed a signed Stripe-shaped invoice.paid, invoice.payment_failed or customer.subscription.deleted to the webhook',
  })
  simulate(@Param('id', uuid(ORDERS_ADMIN_MESSAGES.notFound)) id: string, @Body() body: SandboxBillingInput) {
    return this.commands.execute(new SimulateSandboxBillingCommand(id, body.event));
  }

  @Post(':id/refunds')
  @HttpCode(201)
  @ApiOperation({ summary: 'Refund all or part of what the order paid, with a reason, through its payment provider' })
  refund(
    @Param('id', uuid(ORDERS_ADMIN_MESSAGES.notFound)) id: string,
    @Body() body: RefundInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<RefundAnswer> {
    return this.commands.execute(
      new RefundOrderCommand({
        orderId: id,
        amount: body.amount,
        reason: sanitizeInstructions(body.reason),
        staffEmail: user.email,
        requestId: requestIdOf(req) ?? null,
      }),
    );
  }
}
