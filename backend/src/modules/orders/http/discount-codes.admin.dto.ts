import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

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
