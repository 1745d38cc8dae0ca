import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { throwIfErrors } from '../../../platform/http/problem';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { emailError, isValidZip, stripMarkup } from '../../pricing';
import { requestIdOf } from '../../../platform/http/request';
import { AREA_REQUEST_STREAM, areaRequestStreamId, AreaRequestSubmitted } from './area-request.events';

/** Spec 001 §5 and §8, word for word. */
export const AREA_REQUEST_MESSAGES = {
  missing: 'Missing required area request data',
  zip: 'Invalid ZIP code format',
  email: 'Invalid email format',
  tooManyTitle: 'Too Many Requests',
  tooMany: 'Please wait before submitting another area request.',
} as const;

/** Spec 001 §9: 5 area requests per 5 minutes. */
export const AREA_REQUEST_LIMIT = { limit: 5, windowMs: 5 * 60_000 } as const;

const M = AREA_REQUEST_MESSAGES.missing;

export class AreaRequestDto {
  @IsString({ message: M }) @MaxLength(10, { message: AREA_REQUEST_MESSAGES.zip }) zipCode!: string;
  @IsString({ message: M }) @MaxLength(100) customerName!: string;
  @IsString({ message: M }) @MaxLength(254, { message: AREA_REQUEST_MESSAGES.email }) customerEmail!: string;
  @IsString({ message: M }) @MaxLength(40) customerPhone!: string;
  @IsOptional() @IsString() @MaxLength(20) yardSize?: string;
  @IsOptional() @IsString() @MaxLength(10) numberOfDogs?: string;
  @IsOptional() @IsObject() selectedAddOns?: Record<string, unknown>;
  @IsOptional() @IsString() @MaxLength(20) trashDay?: string;
  @IsOptional() @IsString() @MaxLength(20) serviceType?: string;
  @IsOptional() @IsString() @MaxLength(30) serviceFrequency?: string;
}

@ApiTags('leads')
@Controller('area-requests')
export class AreaRequestsController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @ApiOperation({ summary: 'A visitor outside the served ZIP codes asks to be told when we reach theirs' })
  @ApiCreatedResponse({ description: '{ id }' })
  async submit(@Body() body: AreaRequestDto, @Ip() ip: string, @Req() req: Request): Promise<{ id: string }> {
    const zipCode = stripMarkup(body.zipCode).trim();
    const customerEmail = stripMarkup(body.customerEmail).trim().toLowerCase();
    const customerName = stripMarkup(body.customerName).trim();
    const errors: Record<string, string> = {};
    if (!zipCode || !customerEmail || !customerName) errors.body = M;
    else {
      if (!isValidZip(zipCode)) errors.zipCode = AREA_REQUEST_MESSAGES.zip;
      if (emailError(customerEmail)) errors.customerEmail = AREA_REQUEST_MESSAGES.email;
    }
    throwIfErrors(errors);
    await this.limiter.enforce([{ key: `area-request:${clientKey(ip)}`, ...AREA_REQUEST_LIMIT }], { title: AREA_REQUEST_MESSAGES.tooManyTitle, detail: AREA_REQUEST_MESSAGES.tooMany, code: 'AREA_REQUEST_LIMIT' });

    const requestId = randomUUID();
    const addOns = Object.fromEntries(Object.entries(body.selectedAddOns ?? {}).filter(([, v]) => typeof v === 'boolean').slice(0, 10)) as Record<string, boolean>;
    const opt = (value: string | undefined) => (value ? stripMarkup(value).trim() || null : null);
    const data: AreaRequestSubmitted = {
      requestId,
      zipCode,
      customerName,
      customerEmail,
      customerPhone: stripMarkup(body.customerPhone).trim(),
      yardSize: opt(body.yardSize),
      numberOfDogs: opt(body.numberOfDogs),
      selectedAddOns: addOns,
      trashDay: opt(body.trashDay),
      serviceType: opt(body.serviceType),
      serviceFrequency: opt(body.serviceFrequency),
    };
    await this.store.append(areaRequestStreamId(requestId), AREA_REQUEST_STREAM, 'no-stream', [{ type: 'area-request.submitted', data: { ...data } }], {
      subjectId: this.vault.subjectIdFor(customerEmail),
      metadata: { actor: 'visitor', requestId: requestIdOf(req), correlationId: requestId },
    });
    return { id: requestId };
  }
}

