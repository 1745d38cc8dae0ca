import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ANALYTICS_MESSAGES as M } from '../analytics.messages';
import { ANALYTICS_LIMITS, EVENT_TYPE_PATTERN } from '../domain/analytics-limits';
import { isPlainObject, jsonBytes } from '../domain/clean-json';

/** A JSON object no bigger than `bytes` once serialised. */
export const IsSmallJsonObject = (bytes: number, message: string) =>
  ValidateBy({ name: 'isSmallJsonObject', validator: { validate: (value: unknown) => isPlainObject(value) && jsonBytes(value) <= bytes } }, { message });

// A path on this site: one leading slash (never '//', which browsers read as another host) and no whitespace.
const SITE_PATH = /^\/(?!\/)\S*$/;

export class AnalyticsEventDto {
  @IsString({ message: M.eventType }) @Matches(EVENT_TYPE_PATTERN, { message: M.eventType }) eventType!: string;
  @IsString({ message: M.pageUrl })
  @MaxLength(ANALYTICS_LIMITS.maxPageUrl, { message: M.pageUrl })
  @Matches(SITE_PATH, { message: M.pageUrl })
  pageUrl!: string;
  @IsOptional() @IsSmallJsonObject(ANALYTICS_LIMITS.maxEventDataBytes, M.eventData) eventData?: Record<string, unknown>;
  @IsOptional() @IsISO8601({ strict: true }, { message: M.occurredAt }) occurredAt?: string;
}

/** One batch from the site's analytics queue (contract "Analytics"); sendBeacon posts it as text/plain. */
export class AnalyticsBatchDto {
  @IsUUID('all', { message: M.sessionId }) sessionId!: string;

  @IsArray({ message: M.events })
  @ArrayMinSize(1, { message: M.events })
  @ArrayMaxSize(ANALYTICS_LIMITS.maxEventsPerBatch, { message: M.events })
  @ValidateNested({ each: true, message: M.event })
  @Type(() => AnalyticsEventDto)
  events!: AnalyticsEventDto[];
}

/** Spec 000 §3's help-link click record: page_url, referrer, form_data (the user agent comes from the header). */
export class HelpLinkClickDto {
  @IsString({ message: M.helpPageUrl })
  @IsNotEmpty({ message: M.helpPageUrl })
  @MaxLength(ANALYTICS_LIMITS.maxPageUrl, { message: M.helpPageUrl })
  pageUrl!: string;
  @IsOptional() @IsString({ message: M.referrer }) @MaxLength(ANALYTICS_LIMITS.maxReferrer, { message: M.referrer }) referrer?: string;
  @IsOptional() @IsSmallJsonObject(ANALYTICS_LIMITS.maxFormDataBytes, M.formData) formData?: Record<string, unknown>;
}
