import { ApiProperty } from '@nestjs/swagger';
import { PAUSE_MAX_WEEKS } from '../../service';

const PAUSE_WEEKS_MESSAGE = `A pause lasts from 1 to ${PAUSE_MAX_WEEKS} weeks`;
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

const DAYS_INVALID = 'Preferred days must be days of the week, each at most once';
const TRASH_DAY_INVALID = 'The trash day must be a day of the week';

export class ChangeDaysRequest {
  @ApiProperty({ required: false, example: ['monday', 'thursday'], description: 'Days of the week, each at most once' })
  @IsOptional()
  @IsArray({ message: DAYS_INVALID })
  @ArrayMaxSize(7, { message: DAYS_INVALID })
  @IsString({ each: true, message: DAYS_INVALID })
  @MaxLength(10, { each: true, message: DAYS_INVALID })
  preferredDays?: string[];

  @ApiProperty({ required: false, example: 'tuesday', nullable: true })
  @IsOptional()
  @IsString({ message: TRASH_DAY_INVALID })
  @MaxLength(10, { message: TRASH_DAY_INVALID })
  trashDay?: string | null;
}
