import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CancelPlanRequest {
  @ApiProperty({ example: 'Moving away', description: 'One of the overview’s cancellationReasons' })
  @IsString({ message: 'Please choose a reason for cancelling from the list' })
  @MaxLength(100, { message: 'Please choose a reason for cancelling from the list' })
  reason!: string;
}
