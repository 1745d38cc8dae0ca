import { Body, Controller, HttpCode, HttpStatus, Inject, Ip, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config';
import { throwIfErrors } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { validateBody } from '../../../platform/http/validation';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { stripMarkup } from '../../pricing';
import { CartAnswer, TrackCartCommand } from '../commands/track-cart.command';
import { cleanFormData } from '../domain/form-data';
import { CART_MESSAGES } from '../leads.messages';
import { tokenOf } from './leads.controller';
import { LEAD_TOKEN_MAX_LENGTH } from './leads.dto';

/**
 * The spec's abandoned-cart form plus the trigger and the form snapshot, for the browser's own lead: the
 * follow-up goes to the e-mail that lead holds, so customer_email, if sent at all, must be that one.
 */
export class AbandonedCartDto {
  @IsOptional() @IsIn(['track', 'page-hidden', 'unload'], { message: 'trigger must be track, page-hidden or unload' }) trigger?:
    'track' | 'page-hidden' | 'unload';
  @IsString({ message: 'Lead id is required' }) @MaxLength(36) lead_id!: string;
  /** The lead's secret: the unload beacon can't send the X-Lead-Token header. */
  @IsOptional() @IsString() @MaxLength(LEAD_TOKEN_MAX_LENGTH) lead_token?: string;
  @IsString({ message: CART_MESSAGES.nameRequired }) @MaxLength(100) customer_name!: string;
  @IsOptional() @IsString() @MaxLength(254) customer_email?: string;
  @IsOptional() @IsObject() form_data?: Record<string, unknown>;
  @IsOptional() @IsString() @MaxLength(500) page?: string;
}

@ApiTags('leads')
@Controller('abandoned-cart')
export class AbandonedCartController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Also takes text/plain: the unload beacon (navigator.sendBeacon) posts here. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Track a quote with a name and e-mail; trigger unload sends the follow-up now, track and page-hidden arm the end-of-day one' })
  async track(@Body() raw: unknown, @Ip() ip: string, @Req() req: Request): Promise<CartAnswer> {
    const body = await validateBody(AbandonedCartDto, raw);
    const name = stripMarkup(body.customer_name).trim();
    throwIfErrors(name ? {} : { customer_name: CART_MESSAGES.nameRequired });
    await this.limiter.enforce([{ key: `cart:ip:${clientKey(ip)}`, limit: this.config.env.LEAD_IP_LIMIT, windowMs: 5 * 60_000 }]);
    return this.commands.execute(
      new TrackCartCommand(
        {
          trigger: body.trigger ?? 'track',
          leadId: body.lead_id,
          leadToken: tokenOf(req, body.lead_token),
          customerName: name,
          customerEmail: body.customer_email,
          formData: cleanFormData(body.form_data),
          page: stripMarkup(body.page ?? '/') || '/',
        },
        requestIdOf(req),
      ),
    );
  }
}
