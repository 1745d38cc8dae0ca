import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { QUOTE_MESSAGES } from '../../pricing';
import { DiscountCodeCheck } from '../domain/discount-code';
import { ValidateDiscountCodeQuery } from '../queries/check-discount-code.query';

export class ValidateDiscountCodeRequest {
  @ApiProperty({ example: 'WELCOME10' })
  @IsString({ message: 'Please enter a discount code' })
  @MaxLength(64, { message: QUOTE_MESSAGES.invalidDiscountCode })
  code!: string;
}

@ApiTags('quote')
@Controller('discount-codes')
export class DiscountCodesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ isValid, error?, discountCode?: { id, code, discountPercent } }' })
  validate(@Body() body: ValidateDiscountCodeRequest, @Ip() ip: string): Promise<DiscountCodeCheck> {
    return this.queries.execute(new ValidateDiscountCodeQuery(body.code, ip));
  }
}
