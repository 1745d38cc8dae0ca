import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { QUOTE_MESSAGES } from '../../pricing';
import { ABANDON_REASONS, CONTACT_FIELD_TYPES } from '../domain/lead.events';

/** A lead's secret is 43 characters; it may also come in a body, for beacons (sendBeacon can't set the X-Lead-Token header). */
export const LEAD_TOKEN_MAX_LENGTH = 100;

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

  @ApiPropertyOptional({ description: 'The lead this browser already holds for this e-mail (with lead_token): reused while open.' })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  lead_id?: string;

  @ApiPropertyOptional({ description: "That lead's secret, as the create answered it." })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_TOKEN_MAX_LENGTH)
  lead_token?: string;
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

  @ApiPropertyOptional({ description: "The lead's secret (or send it as the X-Lead-Token header)." })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_TOKEN_MAX_LENGTH)
  lead_token?: string;
}

export class AbandonLeadDto {
  @ApiProperty({ enum: ['page-hidden', 'browser-closed'] })
  @IsIn(ABANDON_REASONS.filter((r) => r !== 'inactivity' && r !== 'staff'), { message: 'reason must be page-hidden or browser-closed' })
  reason!: 'page-hidden' | 'browser-closed';

  @ApiPropertyOptional({ type: Object }) @IsOptional() @IsObject() last_form_data?: Record<string, unknown>;

  @ApiPropertyOptional({ description: "The lead's secret: a beacon can't send the X-Lead-Token header." })
  @IsOptional()
  @IsString()
  @MaxLength(LEAD_TOKEN_MAX_LENGTH)
  lead_token?: string;
}

export class LeadAnswerDto {
  @ApiProperty({ nullable: true }) leadId!: string | null;
  @ApiPropertyOptional({
    description: "The lead's secret, with every answer that carries a leadId: keep it, send it on progress, abandon and the abandoned cart.",
  })
  leadToken?: string;
  @ApiProperty({ enum: ['created', 'reused', 'blocked'] }) status!: string;
  @ApiPropertyOptional() existingClient?: boolean;
}
