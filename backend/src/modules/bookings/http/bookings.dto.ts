import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { SLOT_MESSAGES } from '../bookings.messages';

export class GenerateSlotsDto {
  @ApiPropertyOptional({ example: '2026-01-19' }) @IsOptional() @IsString({ message: SLOT_MESSAGES.dateInvalid }) startDate?: string;
  @ApiPropertyOptional({ example: '2026-01-25' }) @IsOptional() @IsString({ message: SLOT_MESSAGES.dateInvalid }) endDate?: string;
  @ApiPropertyOptional({ default: 8 }) @IsOptional() @IsInt({ message: SLOT_MESSAGES.hourInvalid }) startHour?: number;
  @ApiPropertyOptional({ default: 18 }) @IsOptional() @IsInt({ message: SLOT_MESSAGES.hourInvalid }) endHour?: number;
}

export class BlockSlotDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) reason?: string;
}

export class AssignScooperDto {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: SLOT_MESSAGES.scooperNameRequired }) @MaxLength(100) scooperName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) notes?: string;
}

export class ScheduleBookingDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) orderId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) slotId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) scooperAssignmentId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) notes?: string;
  @ApiPropertyOptional({ description: "true: staff confirmed a first booking on a day that is not one of the customer's preferred days" })
  @IsOptional()
  @IsBoolean({ message: 'otherDay must be true or false' })
  otherDay?: boolean;
}

export class RescheduleBookingDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) slotId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) scooperAssignmentId?: string;
}

export class CancelBookingDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) reason?: string;
}

export class EmptyBodyDto {}
