import { Body, Controller, Inject, Ip, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { requestIdOf } from '../../../platform/http/request';
import { CheckoutContext, StartCheckoutCommand, StartedCheckout } from '../commands/start-checkout.command';
import { CheckoutRequestDto, CheckoutResponse } from './checkout.dto';
import { browserToken } from './resume-cookie';

@ApiTags('checkout')
@Controller('checkout')
export class CheckoutController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('subscription')
  @ApiCreatedResponse({ type: CheckoutResponse })
  subscription(@Body() body: CheckoutRequestDto, @Ip() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StartedCheckout> {
    return this.commands.execute(new StartCheckoutCommand(body, 'subscription', this.context(ip, req, res)));
  }

  @Post('one-time')
  @ApiCreatedResponse({ type: CheckoutResponse })
  oneTime(@Body() body: CheckoutRequestDto, @Ip() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StartedCheckout> {
    return this.commands.execute(new StartCheckoutCommand(body, 'one-time', this.context(ip, req, res)));
  }

  private context(ip: string, req: Request, res: Response): CheckoutContext {
    return { ip, requestId: requestIdOf(req) ?? undefined, browserToken: browserToken(req, res, this.config.isProduction) };
  }
}
