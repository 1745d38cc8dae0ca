import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MAX_DOGS, ONBOARDING_DAYS, SERVICE_DAYS } from '../domain/customer-info';
import { CUSTOMER_INFO_MESSAGES, ONBOARDING_MESSAGES } from '../orders.messages';

export class DogInfoDto {
  @ApiProperty() @IsString({ message: CUSTOMER_INFO_MESSAGES.dogInfo }) @MaxLength(60, { message: 'Dog names must be 60 characters or fewer' }) name!: string;
  @ApiProperty() @IsString({ message: CUSTOMER_INFO_MESSAGES.dogInfo }) @MaxLength(60, { message: 'Breeds must be 60 characters or fewer' }) breed!: string;
}

export class CustomerInfoRequest {
  @ApiProperty()
  @IsString({ message: CUSTOMER_INFO_MESSAGES.address })
  @MaxLength(200, { message: 'Street address must be 200 characters or fewer' })
  streetAddress!: string;

  @ApiPropertyOptional({ isArray: true, enum: SERVICE_DAYS })
  @IsOptional()
  @IsArray({ message: CUSTOMER_INFO_MESSAGES.preferredDays })
  @IsIn(SERVICE_DAYS, { each: true, message: 'Service days are Monday to Saturday' })
  preferredDays?: string[];

  @ApiPropertyOptional({ example: '2026-12-01' }) @IsOptional() @IsString({ message: CUSTOMER_INFO_MESSAGES.scheduledDate }) scheduledDate?: string;
  @ApiPropertyOptional({ enum: ['8am-12pm', '12pm-3pm', '3pm-5pm'] }) @IsOptional() @IsString({ message: CUSTOMER_INFO_MESSAGES.timeSlot }) timeSlot?: string;

  @ApiProperty({ type: [DogInfoDto] })
  @IsArray({ message: CUSTOMER_INFO_MESSAGES.dogInfo })
  @ArrayMaxSize(MAX_DOGS, { message: `Please list at most ${MAX_DOGS} dogs` })
  @ValidateNested({ each: true })
  @Type(() => DogInfoDto)
  dogInfo!: DogInfoDto[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000, { message: 'Notes must be 1000 characters or fewer' }) specialNotes?: string;
  /** "Text me visit updates": on-the-way, done and skipped texts to the checkout phone (reply STOP to end them). */
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean({ message: 'textOptIn must be true or false' }) textOptIn?: boolean;
}

export class OnboardingRequest {
  @ApiProperty()
  @IsString({ message: ONBOARDING_MESSAGES.streetAddress })
  @MaxLength(200, { message: 'Street address must be 200 characters or fewer' })
  streetAddress!: string;
  @ApiProperty() @IsString({ message: ONBOARDING_MESSAGES.city }) @MaxLength(80, { message: 'City must be 80 characters or fewer' }) city!: string;
  @ApiPropertyOptional({ default: 'CA' }) @IsOptional() @IsString() @MaxLength(2, { message: 'Use the two-letter state code' }) state?: string;
  @ApiProperty() @IsString({ message: ONBOARDING_MESSAGES.zipRequired }) @MaxLength(10, { message: ONBOARDING_MESSAGES.zipInvalid }) zipCode!: string;

  @ApiProperty({ isArray: true, enum: ONBOARDING_DAYS })
  @IsArray({ message: ONBOARDING_MESSAGES.preferredDays })
  @IsIn(ONBOARDING_DAYS, { each: true, message: 'Service days are Monday to Sunday' })
  preferredDays!: string[];

  @ApiPropertyOptional({ default: 'email' }) @IsOptional() @IsIn(['email', 'phone', 'text']) contactPreference?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000, { message: 'Notes must be 1000 characters or fewer' }) specialNotes?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() optInMarketing?: boolean;
}
