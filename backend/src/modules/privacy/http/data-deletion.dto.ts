import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QUOTE_MESSAGES } from '../../pricing';
import { DATA_DELETION_MESSAGES } from '../privacy.messages';

export class DataDeletionRequestDto {
  @IsString({ message: QUOTE_MESSAGES.emailRequired }) @MaxLength(254, { message: QUOTE_MESSAGES.emailInvalid }) email!: string;
  @IsString({ message: DATA_DELETION_MESSAGES.fullNameRequired }) @MaxLength(100) fullName!: string;
  @IsOptional() @IsString() @MaxLength(2000) reason?: string;
  @IsOptional() @IsString() @MaxLength(2000) accountDetails?: string;
}
