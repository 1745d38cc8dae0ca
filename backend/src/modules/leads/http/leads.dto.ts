import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { QUOTE_MESSAGES } from '../../pricing';
import { ABANDON_REASONS, CONTACT_FIELD_TYPES } from '../domain/lead.events';

/** The spec's lead-create payload (000 §3), snake_case as the spec names it. */
export class CreateLeadDto {
  @ApiProperty({ example: 'ann@example.com' })
  @IsString({ message: QUOTE_MESSAGES.emailRequired })
  @MaxLength(254, { message: QUOTE_MESSAGES.emailInvalid })
  contact_info!: string;

  @ApiProperty({ enum: ['email'] })
  @IsIn(['email'], { message: 'contact_type must be email' })
  contact_type!: 'email';

  @ApiPropertyOptional({ type: Object })
  @IsOptional()
  @IsObject({ message: 'form_data must be an object' })
  form_data?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: ['quote'] })
  @IsOptional()
  @IsIn(['quote'], { message: 'form_type must be quote' })
  form_type?: 'quote';

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) source_page?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) referrer?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) user_agent?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) user_session?: string;

  @ApiPropertyOptional({ description: 'The visitor answered "Yes, Continue" in the Existing Client dialog.' })
  @IsOptional()
  @IsBoolean()
  confirm_existing_client?: boolean;
}

export class ContactFieldUpdateDto {
  @ApiProperty({ enum: CONTACT_FIELD_TYPES })
  @IsIn(CONTACT_FIELD_TYPES as string[], { message: 'fieldType must be email, phone or name' })
  fieldType!: 'email' | 'phone' | 'name';

  @ApiProperty() @IsString() @MaxLength(254) value!: string;

  /** The spec's Trello custom-field id; the server knows its own fields, so it is accepted and ignored. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) trelloFieldId?: string;
}

export class LeadProgressDto {
  @ApiProperty({ example: 'service-details' }) @IsString() @MaxLength(64) step!: string;

  @ApiPropertyOptional({ type: Object }) @IsOptional() @IsObject() form_data?: Record<string, unknown>;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() move_to_in_progress?: boolean;

  @ApiPropertyOptional({ type: ContactFieldUpdateDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ContactFieldUpdateDto)
  contact_field_update?: ContactFieldUpdateDto;
}

export class AbandonLeadDto {
  @ApiProperty({ enum: ['page-hidden', 'browser-closed'] })
  @IsIn(ABANDON_REASONS.filter((r) => r !== 'inactivity' && r !== 'staff'), { message: 'reason must be page-hidden or browser-closed' })
  reason!: 'page-hidden' | 'browser-closed';

  @ApiPropertyOptional({ type: Object }) @IsOptional() @IsObject() last_form_data?: Record<string, unknown>;
}

export class LeadAnswerDto {
  @ApiProperty({ nullable: true }) leadId!: string | null;
  @ApiProperty({ enum: ['created', 'reused', 'blocked'] }) status!: string;
  @ApiPropertyOptional() existingClient?: boolean;
}
