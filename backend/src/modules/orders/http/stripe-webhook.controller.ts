import { Controller, Headers, HttpCode, Inject, Post, RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { RecordPaymentEventCommand, WebhookOutcome } from '../commands/record-payment-event.command';

const CONTROLLER_PATH = 'payments/stripe';
const WEBHOOK_PATH = 'webhook';

/** Where Stripe posts: the one route whose raw body the edge keeps (keepsRawBody), since its signature is over the bytes. */
const STRIPE_WEBHOOK_PATH = `/api/${CONTROLLER_PATH}/${WEBHOOK_PATH}`;

/** True for a request to the Stripe webhook (as Express routes it: any case, a trailing slash, a query). */
export function keepsRawBody(url: string): boolean {
  const path = url.split('?', 1)[0].toLowerCase();
  return path === STRIPE_WEBHOOK_PATH || path === `${STRIPE_WEBHOOK_PATH}/`;
}

@Controller(CONTROLLER_PATH)
export class StripeWebhookController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** Verified on the raw body; answers 200 for every verified event so Stripe stops retrying it. */
  @Post(WEBHOOK_PATH)
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.commands.execute(new RecordPaymentEventCommand(req.rawBody, signature)) };
  }
}
