import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CompleteCustomerInfoCommand } from '../commands/complete-customer-info.command';
import { CompleteOnboardingCommand } from '../commands/complete-onboarding.command';
import { CustomerOrderView } from '../queries/customer-order-row';
import { CustomerOrderViewQuery } from '../queries/order-by-access-key.query';
import { CustomerInfoRequest, OnboardingRequest } from './customer-info.dto';

/**
 * The post-payment pages' reads and forms, reached through the checkout session id or the e-mail's signed
 * link (both in the :sessionId and session_id places); an unknown key and a bare order id are the same 404.
 */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('by-session/:sessionId')
  bySession(@Param('sessionId') sessionId: string): Promise<CustomerOrderView> {
    return this.queries.execute(new CustomerOrderViewQuery({ accessKey: sessionId }));
  }

  @Post('by-session/:sessionId/customer-info')
  @HttpCode(200)
  customerInfo(@Param('sessionId') sessionId: string, @Body() body: CustomerInfoRequest): Promise<CustomerOrderView> {
    return this.commands.execute(new CompleteCustomerInfoCommand(sessionId, body));
  }

  @Get(':orderId/onboarding')
  onboardingOrder(@Param('orderId') orderId: string, @Query('session_id') sessionId = ''): Promise<CustomerOrderView> {
    return this.queries.execute(new CustomerOrderViewQuery({ accessKey: sessionId, orderId }));
  }

  @Post(':orderId/onboarding')
  @HttpCode(200)
  onboarding(@Param('orderId') orderId: string, @Query('session_id') sessionId = '', @Body() body: OnboardingRequest): Promise<CustomerOrderView> {
    return this.commands.execute(new CompleteOnboardingCommand(orderId, sessionId, body));
  }
}
