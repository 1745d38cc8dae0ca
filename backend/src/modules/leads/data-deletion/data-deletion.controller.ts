import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { throwIfErrors } from '../../../platform/http/problem';
import { clientKey, GENERAL_RATE_LIMIT, RateLimiter } from '../../../platform/rate-limit';
import { emailError, QUOTE_MESSAGES, sanitizeInstructions, stripMarkup } from '../../pricing';
import { requestIdOf } from '../../../platform/http/request';
import { DATA_DELETION_STREAM, dataDeletionStreamId, DataDeletionRequested } from './data-deletion.events';

/** Spec 001 §8, word for word. */
export const DATA_DELETION_MESSAGES = {
  successTitle: 'Data Deletion Request Submitted',
  success: "We'll process your request within 30 days and send confirmation to your email.",
  tooMany: 'Too many requests. Please try again later.',
  fullNameRequired: 'Full name is required',
} as const;

export class DataDeletionRequestDto {
  @IsString({ message: QUOTE_MESSAGES.emailRequired }) @MaxLength(254, { message: QUOTE_MESSAGES.emailInvalid }) email!: string;
  @IsString({ message: DATA_DELETION_MESSAGES.fullNameRequired }) @MaxLength(100) fullName!: string;
  @IsOptional() @IsString() @MaxLength(2000) reason?: string;
  @IsOptional() @IsString() @MaxLength(2000) accountDetails?: string;
}

/** The data-deletion form posts here (spec 001 §2); the request becomes a card for staff and a receipt e-mail. */
@ApiTags('privacy')
@Controller('data-deletion-requests')
export class DataDeletionController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Ask for your personal data to be deleted' })
  @ApiCreatedResponse({ description: '{ id, title, message }' })
  async submit(@Body() body: DataDeletionRequestDto, @Ip() ip: string, @Req() req: Request) {
    const email = stripMarkup(body.email).trim().toLowerCase();
    const fullName = stripMarkup(body.fullName).trim();
    const errors: Record<string, string> = {};
    const invalid = emailError(email);
    if (invalid) errors.email = invalid;
    if (!fullName) errors.fullName = DATA_DELETION_MESSAGES.fullNameRequired;
    throwIfErrors(errors);
    await this.limiter.enforce([{ key: `data-deletion:${clientKey(ip)}`, ...GENERAL_RATE_LIMIT }], { title: 'Too Many Requests', detail: DATA_DELETION_MESSAGES.tooMany, code: 'RATE_LIMITED' });

    const requestId = randomUUID();
    const data: DataDeletionRequested = {
      requestId,
      email,
      fullName,
      reason: sanitizeInstructions(body.reason ?? ''),
      accountDetails: sanitizeInstructions(body.accountDetails ?? ''),
    };
    await this.store.append(dataDeletionStreamId(requestId), DATA_DELETION_STREAM, 'no-stream', [{ type: 'data-deletion.requested', data: { ...data } }], {
      subjectId: this.vault.subjectIdFor(email),
      metadata: { actor: 'visitor', requestId: requestIdOf(req), correlationId: requestId },
    });
    return { id: requestId, title: DATA_DELETION_MESSAGES.successTitle, message: DATA_DELETION_MESSAGES.success };
  }
}
