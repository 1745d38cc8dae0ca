import { ApiProperty } from '@nestjs/swagger';
import { PAUSE_MAX_WEEKS } from '../../service';

const PAUSE_WEEKS_MESSAGE = `A pause lasts from 1 to ${PAUSE_MAX_WEEKS} weeks`;
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

export class CancelPlanRequest {
  @ApiProperty({ example: 'Moving away', description: 'One of the overview’s cancellationReasons' })
  @IsString({ message: 'Please choose a reason for cancelling from the list' })
  @MaxLength(100, { message: 'Please choose a reason for cancelling from the list' })
  reason!: string;
}

export class PausePlanRequest {
  @ApiProperty({ example: 4, minimum: 1, maximum: PAUSE_MAX_WEEKS })
  @IsInt({ message: PAUSE_WEEKS_MESSAGE })
  @Min(1, { message: PAUSE_WEEKS_MESSAGE })
  @Max(PAUSE_MAX_WEEKS, { message: PAUSE_WEEKS_MESSAGE })
  weeks!: number;
}
