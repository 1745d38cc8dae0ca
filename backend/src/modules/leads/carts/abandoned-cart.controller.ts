import { Body, Controller, HttpCode, HttpStatus, Inject, Ip, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config';
import { throwIfErrors } from '../../../platform/http/problem';
import { validateBody } from '../../../platform/http/validation';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { emailError, stripMarkup } from '../../pricing';
import { cleanFormData } from '../domain/form-data';
import { requestIdOf } from '../../../platform/http/request';
import { AbandonedCarts, CartAnswer } from './abandoned-carts';

/** The spec's abandoned-cart form (customer_name, customer_email) plus the trigger and the form snapshot. */
export class AbandonedCartDto {
  @IsOptional() @IsIn(['track', 'page-hidden', 'unload'], { message: 'trigger must be track, page-hidden or unload' }) trigger?: 'track' | 'page-hidden' | 'unload';
  @IsString({ message: 'Full name is required' }) @MaxLength(100) customer_name!: string;
  @IsString({ message: 'Email address is required' }) @MaxLength(254) customer_email!: string;
  @IsOptional() @IsObject() form_data?: Record<string, unknown>;
  @IsOptional() @IsString() @MaxLength(500) page?: string;
}

@ApiTags('leads')
@Controller('abandoned-cart')
export class AbandonedCartController {
  constructor(
    @Inject(AbandonedCarts) private readonly carts: AbandonedCarts,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Also takes text/plain: the unload beacon (navigator.sendBeacon) posts here. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Track a quote with a name and e-mail; trigger page-hidden/unload sends the follow-up now, track arms the end-of-day one' })
  async track(@Body() raw: unknown, @Ip() ip: string, @Req() req: Request): Promise<CartAnswer> {
    const body = await validateBody(AbandonedCartDto, raw);
    const name = stripMarkup(body.customer_name).trim();
    const email = stripMarkup(body.customer_email).trim().toLowerCase();
    const errors: Record<string, string> = {};
    if (!name) errors.customer_name = 'Full name is required';
    const invalid = emailError(email);
    if (invalid) errors.customer_email = invalid;
    throwIfErrors(errors);
    await this.limiter.enforce([{ key: `cart:ip:${clientKey(ip)}`, limit: this.config.env.LEAD_IP_LIMIT, windowMs: 5 * 60_000 }]);
    return this.carts.track(
      { trigger: body.trigger ?? 'track', customerName: name, customerEmail: email, formData: cleanFormData(body.form_data), page: stripMarkup(body.page ?? '/') || '/' },
      requestIdOf(req),
    );
  }
}
