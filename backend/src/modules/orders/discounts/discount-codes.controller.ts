import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { QUOTE_MESSAGES } from '../../pricing';
import { DiscountCodeCheck, DiscountCodes } from './discount-codes.repository';

export class ValidateDiscountCodeRequest {
  @ApiProperty({ example: 'WELCOME10' })
  @IsString({ message: 'Please enter a discount code' })
  @MaxLength(64, { message: QUOTE_MESSAGES.invalidDiscountCode })
  code!: string;
}

/** Guessing codes should be slow; real visitors try one or two. */
const VALIDATE_LIMIT = { limit: 60, windowMs: 60_000 };

@ApiTags('quote')
@Controller('discount-codes')
export class DiscountCodesController {
  constructor(
    @Inject(DiscountCodes) private readonly codes: DiscountCodes,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ isValid, error?, discountCode?: { id, code, discountPercent } }' })
  async validate(@Body() body: ValidateDiscountCodeRequest, @Ip() ip: string): Promise<DiscountCodeCheck> {
    await this.limiter.enforce([{ key: `discount-validate:${clientKey(ip)}`, ...VALIDATE_LIMIT }]);
    return this.codes.check(body.code);
  }
}
