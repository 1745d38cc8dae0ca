import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CompleteCustomerDetails, orderNotFound } from './complete-customer-info.command';
import { CustomerInfoRequest, OnboardingRequest } from './customer-info.dto';
import { CustomerOrderView, toCustomerOrderView } from './order-view';
import { OrdersQuery } from './orders.query';

/** The post-payment pages' reads and forms, reached through the checkout session id. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(OrdersQuery) private readonly orders: OrdersQuery,
    @Inject(CompleteCustomerDetails) private readonly details: CompleteCustomerDetails,
  ) {}

  @Get('by-session/:sessionId')
  async bySession(@Param('sessionId') sessionId: string): Promise<CustomerOrderView> {
    const order = await this.orders.bySession(sessionId);
    if (!order) throw orderNotFound();
    return toCustomerOrderView(order);
  }

  @Post('by-session/:sessionId/customer-info')
  @HttpCode(200)
  customerInfo(@Param('sessionId') sessionId: string, @Body() body: CustomerInfoRequest): Promise<CustomerOrderView> {
    return this.details.customerInfo(sessionId, body);
  }

  @Get(':orderId/onboarding')
  async onboardingOrder(@Param('orderId') orderId: string, @Query('session_id') sessionId = ''): Promise<CustomerOrderView> {
    return toCustomerOrderView(await this.details.orderForOnboarding(orderId, sessionId));
  }

  @Post(':orderId/onboarding')
  @HttpCode(200)
  onboarding(@Param('orderId') orderId: string, @Query('session_id') sessionId = '', @Body() body: OnboardingRequest): Promise<CustomerOrderView> {
    return this.details.onboarding(orderId, sessionId, body);
  }
}
