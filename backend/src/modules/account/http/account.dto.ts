import { ApiProperty } from '@nestjs/swagger';
import { PAUSE_MAX_WEEKS } from '../../service';

const PAUSE_WEEKS_MESSAGE = `A pause lasts from 1 to ${PAUSE_MAX_WEEKS} weeks`;
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADD_ON_IDS, CHANGEABLE_FREQUENCIES, NUMBER_OF_DOGS, SERVICE_CHANGE_MESSAGES } from '../../pricing';

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

/**
 * A change to the same subscription: any of frequency, dogs and add-ons (named add-ons switch, the rest stay).
 * No price is taken: the server prices it (a price field is refused as not allowed).
 */
export class ChangeServiceRequest {
  @ApiProperty({ required: false, enum: CHANGEABLE_FREQUENCIES })
  @IsOptional()
  @IsIn(CHANGEABLE_FREQUENCIES, { message: SERVICE_CHANGE_MESSAGES.frequency })
  serviceFrequency?: string;

  @ApiProperty({ required: false, enum: NUMBER_OF_DOGS })
  @IsOptional()
  @IsIn(NUMBER_OF_DOGS, { message: SERVICE_CHANGE_MESSAGES.dogs })
  numberOfDogs?: string;

  @ApiProperty({ required: false, example: { binBringIn: true }, description: `On/off by add-on id: ${ADD_ON_IDS.join(', ')}` })
  @IsOptional()
  @IsObject({ message: SERVICE_CHANGE_MESSAGES.addOns })
  addOns?: Record<string, boolean>;

  @ApiProperty({ required: false, example: 'tuesday', description: 'Needed only to add bin service to a plan without a trash day' })
  @IsOptional()
  @IsString({ message: SERVICE_CHANGE_MESSAGES.trashDay })
  @MaxLength(10, { message: SERVICE_CHANGE_MESSAGES.trashDay })
  trashDay?: string;
}
