import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { HOME_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, WEEKDAYS } from '../domain/scooper-profile';
import { INVALID_EMAIL_MESSAGE, SCOOPER_MESSAGES } from '../identity.messages';

/** What staff may set on a scooper's profile; types and lengths here, the rules in domain/scooper-profile.ts. */
export class ScooperProfileBody {
  @ApiProperty({ example: 'Sam Rivera' })
  @IsString({ message: SCOOPER_MESSAGES.nameRequired })
  @MaxLength(NAME_MAX_LENGTH, { message: SCOOPER_MESSAGES.nameTooLong })
  name!: string;

  @ApiPropertyOptional({ nullable: true, example: '(661) 555-0123' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: SCOOPER_MESSAGES.phoneInvalid })
  @MaxLength(PHONE_MAX_LENGTH, { message: SCOOPER_MESSAGES.phoneInvalid })
  phone?: string | null;

  @ApiProperty({ example: '24000 Valencia Blvd, Santa Clarita, CA' })
  @IsString({ message: SCOOPER_MESSAGES.homeAddressRequired })
  @MaxLength(HOME_ADDRESS_MAX_LENGTH, { message: SCOOPER_MESSAGES.homeAddressTooLong })
  homeAddress!: string;

  @ApiProperty({ example: '91355' })
  @IsString({ message: SCOOPER_MESSAGES.homeZipInvalid })
  @MaxLength(10, { message: SCOOPER_MESSAGES.homeZipInvalid })
  homeZip!: string;

  @ApiProperty({ enum: WEEKDAYS, isArray: true, example: ['monday', 'wednesday', 'friday'] })
  @IsArray({ message: SCOOPER_MESSAGES.workingDaysRequired })
  @ArrayMaxSize(7, { message: SCOOPER_MESSAGES.workingDaysInvalid })
  @IsString({ each: true, message: SCOOPER_MESSAGES.workingDaysInvalid })
  @MaxLength(9, { each: true, message: SCOOPER_MESSAGES.workingDaysInvalid })
  workingDays!: string[];

  @ApiPropertyOptional({ example: 20, minimum: 1, maximum: 60, default: 20 })
  @IsOptional()
  @IsInt({ message: SCOOPER_MESSAGES.dailyCapacity })
  dailyCapacity?: number;
}

export class CreateScooperAccountBody extends ScooperProfileBody {
  @ApiProperty({ example: 'sam@scvscoopers.example' })
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  @MaxLength(320, { message: INVALID_EMAIL_MESSAGE })
  email!: string;
}

export class UpdateScooperAccountBody extends ScooperProfileBody {
  @ApiPropertyOptional({ description: 'false deactivates the account and ends its sessions' })
  @IsOptional()
  @IsBoolean({ message: SCOOPER_MESSAGES.active })
  active?: boolean;
}

/** The create answer adds the one-time password to the account. */
export class TemporaryPasswordResponse {
  @ApiProperty({ description: 'Shown once; hand it to the scooper, who signs in with it' })
  temporaryPassword!: string;
}
