import { Body, Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestIdOf } from '../../../platform/http/request';
import { CheckoutRequestDto, CheckoutResponse } from './checkout.dto';
import { StartCheckout, StartedCheckout } from './start-checkout.command';

@ApiTags('checkout')
@Controller('checkout')
export class CheckoutController {
  constructor(@Inject(StartCheckout) private readonly startCheckout: StartCheckout) {}

  @Post('subscription')
  @ApiCreatedResponse({ type: CheckoutResponse })
  subscription(@Body() body: CheckoutRequestDto, @Ip() ip: string, @Req() req: Request): Promise<StartedCheckout> {
    return this.startCheckout.execute(body, 'subscription', { ip, requestId: requestIdOf(req) ?? undefined });
  }

  @Post('one-time')
  @ApiCreatedResponse({ type: CheckoutResponse })
  oneTime(@Body() body: CheckoutRequestDto, @Ip() ip: string, @Req() req: Request): Promise<StartedCheckout> {
    return this.startCheckout.execute(body, 'one-time', { ip, requestId: requestIdOf(req) ?? undefined });
  }
}
