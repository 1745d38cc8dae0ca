import { Controller, Headers, HttpCode, Inject, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { RecordPaymentEvent, WebhookOutcome } from './record-payment-event.command';

@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(@Inject(RecordPaymentEvent) private readonly record: RecordPaymentEvent) {}

  /** Verified on the raw body; answers 200 for every verified event so Stripe stops retrying it. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.record.receive(req.rawBody, signature) };
  }
}
