import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';
import { REFUND_MESSAGES } from '../orders.messages';

/** Cents as a whole number; the reason staff give (kept in the order's history). */
export class RefundInputDto {
  @ApiProperty({ example: 2500, description: 'Cents to refund (at most what is left unrefunded)' })
  @IsInt({ message: 'Refund amount must be a whole number of cents.' })
  amount!: number;

  @ApiProperty({ example: 'Missed visit on 12 March' })
  @IsString({ message: REFUND_MESSAGES.reason })
  @MaxLength(500, { message: REFUND_MESSAGES.reason })
  reason!: string;
}
