import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

export const DISCOUNT_CODE_MESSAGES = {
  codeRequired: 'Please enter a discount code',
  codeFormat: "A code uses letters, digits, '-' or '_' (up to 32 characters)",
  percent: 'Discount percent must be a whole number from 1 to 100',
  expiresAt: 'Expiry must be a date',
  usageLimit: 'Max uses must be a whole number of at least 1, or empty for no limit',
  active: 'Active must be true or false',
  duplicate: 'A discount code with this name already exists',
  notFound: 'Discount code not found',
  usedCannotDelete: (n: number) => `This code was used by ${n} order${n === 1 ? '' : 's'}; deactivate it instead of deleting it.`,
} as const;

const CODE = /^\s*[A-Za-z0-9_-]{1,32}\s*$/;

/** Create and edit share the fields staff may set; counts and dates are the server's. */
export class DiscountCodeInput {
  @ApiProperty({ example: 'SPRING15' })
  @IsString({ message: DISCOUNT_CODE_MESSAGES.codeRequired })
  @MaxLength(40, { message: DISCOUNT_CODE_MESSAGES.codeFormat })
  @Matches(CODE, { message: DISCOUNT_CODE_MESSAGES.codeFormat })
  code!: string;

  @ApiProperty({ example: 15 })
  @IsInt({ message: DISCOUNT_CODE_MESSAGES.percent })
  @Min(1, { message: DISCOUNT_CODE_MESSAGES.percent })
  @Max(100, { message: DISCOUNT_CODE_MESSAGES.percent })
  discount_percent!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: DISCOUNT_CODE_MESSAGES.active })
  active?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsISO8601({}, { message: DISCOUNT_CODE_MESSAGES.expiresAt })
  expires_at?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: DISCOUNT_CODE_MESSAGES.usageLimit })
  @Min(1, { message: DISCOUNT_CODE_MESSAGES.usageLimit })
  usage_limit?: number | null;
}
