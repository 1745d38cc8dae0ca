import { Body, Controller, HttpCode, HttpStatus, Inject, Ip, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config';
import { Problem } from '../../../platform/http/problem';
import { validateBody } from '../../../platform/http/validation';
import { clientKey, digestKey, RateLimiter } from '../../../platform/rate-limit';
import { emailError, stripMarkup } from '../../pricing';
import { LEAD_MESSAGES, LeadAnswer, LeadLifecycle } from '../commands/lead-lifecycle';
import { cleanFormData } from '../domain/form-data';
import { AbandonLeadDto, CreateLeadDto, LeadAnswerDto, LeadProgressDto } from './leads.dto';
import { isUuid, requestIdOf } from '../../../platform/http/request';

const FIVE_MINUTES = 5 * 60_000;

/** The quote form keeps its lead in step through these (spec 000 §7: create-lead, update-lead-progress, abandon-lead). */
@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(
    @Inject(LeadLifecycle) private readonly leads: LeadLifecycle,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LeadAnswerDto })
  async create(@Body() body: CreateLeadDto, @Ip() ip: string, @Req() req: Request): Promise<LeadAnswer> {
    const email = stripMarkup(body.contact_info).trim().toLowerCase();
    const invalid = emailError(email);
    if (invalid) throw Problem.validation({ contact_info: invalid });
    await this.limiter.enforce([
      { key: `lead-create:ip:${clientKey(ip)}`, limit: this.config.env.LEAD_IP_LIMIT, windowMs: FIVE_MINUTES },
      { key: `lead-create:email:${digestKey(email)}`, limit: 10, windowMs: FIVE_MINUTES },
    ]);
    return this.leads.start(
      {
        contactInfo: email,
        formData: cleanFormData(body.form_data),
        sourcePage: stripMarkup(body.source_page ?? '/'),
        referrer: stripMarkup(body.referrer ?? '') || 'direct',
        userAgent: stripMarkup(body.user_agent ?? req.get('user-agent') ?? ''),
        userSession: stripMarkup(body.user_session ?? '') || 'anonymous',
        confirmExistingClient: body.confirm_existing_client === true,
      },
      { actor: 'visitor', requestId: requestIdOf(req) },
    );
  }

  @Post(':id/progress')
  @HttpCode(HttpStatus.OK)
  async progress(@Param('id') id: string, @Body() body: LeadProgressDto, @Req() req: Request) {
    this.checkId(id);
    await this.limiter.enforce([{ key: `lead-progress:${id}`, limit: 200, windowMs: FIVE_MINUTES }]);
    return this.leads.progress(
      id,
      {
        step: stripMarkup(body.step),
        formData: cleanFormData(body.form_data),
        moveToInProgress: body.move_to_in_progress === true,
        contactFieldUpdate: body.contact_field_update ? { fieldType: body.contact_field_update.fieldType, value: body.contact_field_update.value } : null,
      },
      { actor: 'visitor', requestId: requestIdOf(req) },
    );
  }

  /** Also takes text/plain, because navigator.sendBeacon can't send application/json without a preflight. */
  @Post(':id/abandon')
  @HttpCode(HttpStatus.OK)
  async abandon(@Param('id') id: string, @Body() raw: unknown, @Req() req: Request) {
    this.checkId(id);
    const body = await validateBody(AbandonLeadDto, raw);
    const { changed: _changed, ...answer } = await this.leads.abandon(id, body.reason, body.last_form_data ? cleanFormData(body.last_form_data) : null, {
      actor: 'visitor',
      requestId: requestIdOf(req),
    });
    return answer;
  }

  private checkId(id: string): void {
    if (!isUuid(id)) throw new Problem(HttpStatus.NOT_FOUND, LEAD_MESSAGES.notFound, LEAD_MESSAGES.notFound, undefined, 'LEAD_NOT_FOUND');
  }
}
