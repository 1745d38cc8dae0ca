import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsNotEmptyObject, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { QUOTE_MESSAGES } from '../../pricing';

const MISSING = QUOTE_MESSAGES.missingCustomerData;

export class AddOnsDto {
  @IsOptional() @IsBoolean() deodorizing?: boolean;
  @IsOptional() @IsBoolean() offSiteDisposal?: boolean;
  @IsOptional() @IsBoolean() keyLockService?: boolean;
  @IsOptional() @IsBoolean() gateAccess?: boolean;
  @IsOptional() @IsBoolean() trashBinService?: boolean;
  @IsOptional() @IsBoolean() binTakeOut?: boolean;
  @IsOptional() @IsBoolean() binBringIn?: boolean;
}

/** What both the price query and the checkout carry besides the plan: trash day, prepay and a code. */
export class PlanExtrasDto {
  @ApiPropertyOptional({ example: 'tuesday' })
  @IsOptional()
  @IsString()
  trashDay?: string;

  @ApiPropertyOptional({ enum: [1, 3] })
  @IsOptional()
  @IsIn([1, 3], { message: 'Commitment must be 1 or 3 months' })
  commitmentMonths?: number;

  @ApiPropertyOptional({ example: 'WELCOME10' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: QUOTE_MESSAGES.invalidDiscountCode })
  discountCode?: string;
}

/** The plan choices; their values are checked by the pricing module, in the spec's words. */
export class QuoteChoicesDto extends PlanExtrasDto {
  @ApiPropertyOptional({ enum: ['subscription', 'one-time'] })
  @IsOptional()
  @IsString()
  serviceType?: string;

  @ApiPropertyOptional({ enum: ['monthly', 'weekly', 'twice-weekly', 'one-time-cleanup', ''] })
  @IsOptional()
  @IsString()
  serviceFrequency?: string;

  @ApiPropertyOptional({ enum: ['1', '2', '3+', ''] })
  @IsOptional()
  @IsString()
  numberOfDogs?: string;

  @ApiPropertyOptional({ enum: ['small', 'medium', 'large', ''] })
  @IsOptional()
  @IsString()
  yardSize?: string;

  @ApiPropertyOptional({ type: AddOnsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddOnsDto)
  addOns?: AddOnsDto;
}

export class CustomerDataDto {
  @ApiProperty() @IsString({ message: MISSING }) @MaxLength(200, { message: QUOTE_MESSAGES.nameInvalid }) name!: string;
  @ApiProperty() @IsString({ message: MISSING }) @MaxLength(320, { message: QUOTE_MESSAGES.emailInvalid }) email!: string;
  @ApiProperty() @IsString({ message: MISSING }) @MaxLength(40, { message: QUOTE_MESSAGES.phoneInvalid }) phone!: string;
  @ApiProperty() @IsString({ message: MISSING }) @MaxLength(20, { message: QUOTE_MESSAGES.zipInvalid }) zipCode!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() numberOfDogs?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() yardSize?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() serviceFrequency?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() serviceType?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000, { message: QUOTE_MESSAGES.instructionsTooLong }) specialInstructions?: string;
}

export class CheckoutRequestDto extends PlanExtrasDto {
  @ApiProperty({ type: CustomerDataDto })
  @IsObject({ message: MISSING })
  @IsNotEmptyObject({}, { message: MISSING })
  @ValidateNested()
  @Type(() => CustomerDataDto)
  customerData!: CustomerDataDto;

  @ApiPropertyOptional({ type: AddOnsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddOnsDto)
  selectedAddOns?: AddOnsDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  leadId?: string;

  /** Accepted for compatibility with the spec's payload and ignored: the server computes the price. */
  @ApiPropertyOptional({ description: 'Ignored; the server recomputes the price.' })
  @IsOptional()
  @Allow()
  pricing?: unknown;
}

export class CheckoutResponse {
  @ApiProperty({ example: '/checkout/sandbox/cs_sandbox_…' }) url!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}
