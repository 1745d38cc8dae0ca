import { Controller, Headers, HttpCode, Inject, Post, RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { RecordPaymentEventCommand, WebhookOutcome } from '../commands/record-payment-event.command';

@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** Verified on the raw body; answers 200 for every verified event so Stripe stops retrying it. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.commands.execute(new RecordPaymentEventCommand(req.rawBody, signature)) };
  }
}
