import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_MESSAGES, PLAN_MESSAGES, ROUTE_MESSAGES, SHIFT_MESSAGES, VISIT_MESSAGES } from '../service.messages';

export class PlanDateDto {
  @ApiPropertyOptional({ example: '2026-02-02' })
  @IsOptional()
  @IsString({ message: PLAN_MESSAGES.dateInvalid })
  @MaxLength(10, { message: PLAN_MESSAGES.dateInvalid })
  from?: string;
}

export class CancelPlanDto {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: PLAN_MESSAGES.reasonRequired }) @MaxLength(500) reason?: string;
}

export class ChangePlanDaysDto {
  @ApiPropertyOptional({ example: ['tuesday', 'friday'] })
  @IsOptional()
  @IsArray({ message: PLAN_MESSAGES.daysInvalid })
  @ArrayMaxSize(7, { message: PLAN_MESSAGES.daysInvalid })
  @IsString({ each: true, message: PLAN_MESSAGES.daysInvalid })
  @MaxLength(10, { each: true, message: PLAN_MESSAGES.daysInvalid })
  preferredDays?: string[];
  @ApiPropertyOptional({ example: 'thursday', nullable: true })
  @IsOptional()
  @IsString({ message: PLAN_MESSAGES.trashDayInvalid })
  @MaxLength(10, { message: PLAN_MESSAGES.trashDayInvalid })
  trashDay?: string | null;
  @ApiPropertyOptional({ enum: ['morning', 'evening-before'] })
  @IsOptional()
  @IsString({ message: PLAN_MESSAGES.timingInvalid })
  @MaxLength(20, { message: PLAN_MESSAGES.timingInvalid })
  binTakeOutTiming?: string;
}

export class ChangeVisitDto {
  @ApiPropertyOptional({ example: '2026-02-03' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: VISIT_MESSAGES.dateInvalid })
  date?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.scooperNotFound })
  @MaxLength(64, { message: VISIT_MESSAGES.scooperNotFound })
  scooperId?: string;
  @ApiPropertyOptional({
    description:
      'true: take the visit off its scooper (back to Unassigned), optionally with a new date. A missing scooperId alone changes nothing. Not together with scooperId.',
  })
  @IsOptional()
  @IsBoolean({ message: VISIT_MESSAGES.unassignInvalid })
  unassign?: boolean;
}

export class CancelVisitDto {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: VISIT_MESSAGES.reasonRequired }) @MaxLength(500) reason?: string;
}

export class ResendReportDto {
  @ApiPropertyOptional({ description: 'A UUID the admin generated for this click: a retried click sends nothing twice' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.clickIdInvalid })
  @MaxLength(36, { message: VISIT_MESSAGES.clickIdInvalid })
  clickId?: string;
}

export class FreeReturnDto {
  @ApiPropertyOptional({ description: 'A UUID the admin generated for this request: a retry schedules nothing twice' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.clickIdInvalid })
  @MaxLength(36, { message: VISIT_MESSAGES.clickIdInvalid })
  clientId?: string;
  @ApiPropertyOptional({ example: '2026-02-05' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: VISIT_MESSAGES.dateInvalid })
  date?: string;
  @ApiPropertyOptional({ example: 'Gate was locked; the customer left it open for the return' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.returnReasonRequired })
  @MaxLength(500, { message: VISIT_MESSAGES.returnReasonTooLong.replace('{max}', '500') })
  reason?: string;
  @ApiPropertyOptional({ nullable: true, description: 'The scooper to give it to; omitted or null leaves it unassigned' })
  @IsOptional()
  @IsString({ message: VISIT_MESSAGES.scooperNotFound })
  @MaxLength(64, { message: VISIT_MESSAGES.scooperNotFound })
  scooperId?: string | null;
}

export class TrashDayShiftDto {
  @ApiPropertyOptional({ example: '2026-11-26' })
  @IsOptional()
  @IsString({ message: SHIFT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: SHIFT_MESSAGES.dateInvalid })
  date?: string;
  @ApiPropertyOptional({ example: '2026-11-27' })
  @IsOptional()
  @IsString({ message: SHIFT_MESSAGES.shiftedToInvalid })
  @MaxLength(10, { message: SHIFT_MESSAGES.shiftedToInvalid })
  shiftedTo?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) note?: string;
  /** react-admin sends the record back on edit; these are read-only. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) createdAt?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) updatedAt?: string;
}

/** A staff pin; the routing module checks the numbers (422 with its message). */
export class PinLocationDto {
  @ApiPropertyOptional({ example: 34.4208 }) @Allow() lat?: unknown;
  @ApiPropertyOptional({ example: -118.5739 }) @Allow() lng?: unknown;
}

/** Staff's proof rule for a plan (issue 16): a before photo at Start, or not; the plan's decide checks the value. */
export class PhotoRuleDto {
  @ApiPropertyOptional({ example: true }) @Allow() beforePhotos?: unknown;
}

/** Staff re-order a route by hand and/or lock it; react-admin's read-only fields of the record are accepted and ignored. */
export class ChangeRouteDto {
  @ApiPropertyOptional({ example: ['visit-id-1', 'visit-id-2'] })
  @IsOptional()
  @IsArray({ message: ROUTE_MESSAGES.orderInvalid })
  @ArrayMaxSize(200, { message: ROUTE_MESSAGES.orderInvalid })
  @IsString({ each: true, message: ROUTE_MESSAGES.orderInvalid })
  @MaxLength(64, { each: true, message: ROUTE_MESSAGES.orderInvalid })
  order?: string[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: ROUTE_MESSAGES.lockedInvalid }) locked?: boolean;
  @Allow() id?: unknown;
  @Allow() scooper_id?: unknown;
  @Allow() scooper_name?: unknown;
  @Allow() date?: unknown;
  @Allow() stops?: unknown;
  @Allow() stop_count?: unknown;
  @Allow() drive_minutes?: unknown;
}

/** The field app's action body (issue 16): the phone's id for the action, and for complete/skip the photos, reason and note. */
export class FieldActionDto {
  @ApiPropertyOptional({ example: '3b241101-e2bb-4255-8caf-4136c566a962' })
  @IsOptional()
  @IsString({ message: FIELD_MESSAGES.clientIdInvalid })
  @MaxLength(36, { message: FIELD_MESSAGES.clientIdInvalid })
  clientId?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: FIELD_MESSAGES.photoIdsInvalid })
  @ArrayMaxSize(50, { message: FIELD_MESSAGES.photoIdsInvalid })
  @IsString({ each: true, message: FIELD_MESSAGES.photoIdsInvalid })
  @MaxLength(36, { each: true, message: FIELD_MESSAGES.photoIdsInvalid })
  photoIds?: string[];
  @ApiPropertyOptional({ enum: ['locked-gate', 'dog-out', 'weather', 'customer-asked', 'other'] })
  @IsOptional()
  @IsString({ message: FIELD_MESSAGES.reasonInvalid })
  @MaxLength(20, { message: FIELD_MESSAGES.reasonInvalid })
  reason?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: FIELD_MESSAGES.noteTooLong.replace('{max}', '500') })
  @MaxLength(2000, { message: FIELD_MESSAGES.noteTooLong.replace('{max}', '500') })
  note?: string | null;
}
