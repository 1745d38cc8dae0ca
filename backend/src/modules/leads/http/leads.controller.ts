import { Body, Controller, HttpCode, HttpStatus, Inject, Ip, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config';
import { Problem } from '../../../platform/http/problem';
import { validateBody } from '../../../platform/http/validation';
import { clientKey, digestKey, RateLimiter } from '../../../platform/rate-limit';
import { emailError, stripMarkup } from '../../pricing';
import { AbandonLeadCommand } from '../commands/abandon-lead.command';
import { ProgressLeadCommand } from '../commands/progress-lead.command';
import { LeadAnswer, StartLeadCommand } from '../commands/start-lead.command';
import { LEAD_MESSAGES } from '../leads.messages';
import { cleanFormData } from '../domain/form-data';
import { AbandonLeadDto, CreateLeadDto, LeadAnswerDto, LeadProgressDto } from './leads.dto';
import { isUuid, requestIdOf } from '../../../platform/http/request';
import { type AuthenticatedUser, CurrentUser } from '../../identity';

/** The header that carries a lead's secret; beacons, which can't set headers, put it in the body as lead_token. */
export const LEAD_TOKEN_HEADER = 'x-lead-token';

const FIVE_MINUTES = 5 * 60_000;

/** The quote form keeps its lead in step through these (spec 000 §7: create-lead, update-lead-progress, abandon-lead). */
@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LeadAnswerDto })
  async create(@Body() body: CreateLeadDto, @Ip() ip: string, @Req() req: Request, @CurrentUser() user: AuthenticatedUser | undefined): Promise<LeadAnswer> {
    const email = stripMarkup(body.contact_info).trim().toLowerCase();
    const invalid = emailError(email);
    if (invalid) throw Problem.validation({ contact_info: invalid });
    await this.limiter.enforce([
      { key: `lead-create:ip:${clientKey(ip)}`, limit: this.config.env.LEAD_IP_LIMIT, windowMs: FIVE_MINUTES },
      { key: `lead-create:email:${digestKey(email)}`, limit: 10, windowMs: FIVE_MINUTES },
    ]);
    return this.commands.execute(
      new StartLeadCommand(
        {
          contactInfo: email,
          formData: cleanFormData(body.form_data),
          sourcePage: stripMarkup(body.source_page ?? '/'),
          referrer: stripMarkup(body.referrer ?? '') || 'direct',
          userAgent: stripMarkup(body.user_agent ?? req.get('user-agent') ?? ''),
          userSession: stripMarkup(body.user_session ?? '') || 'anonymous',
          confirmExistingClient: body.confirm_existing_client === true,
          presented: body.lead_id && tokenOf(req, body.lead_token) ? { leadId: body.lead_id, token: tokenOf(req, body.lead_token) as string } : null,
          signedInEmail: user?.email ?? null,
        },
        { actor: 'visitor', requestId: requestIdOf(req) },
      ),
    );
  }

  @Post(':id/progress')
  @HttpCode(HttpStatus.OK)
  async progress(@Param('id') id: string, @Body() body: LeadProgressDto, @Ip() ip: string, @Req() req: Request) {
    await this.limitActivity(ip);
    this.checkId(id);
    return this.commands.execute(
      new ProgressLeadCommand(
        id,
        tokenOf(req, body.lead_token),
        {
          step: stripMarkup(body.step),
          formData: cleanFormData(body.form_data),
          moveToInProgress: body.move_to_in_progress === true,
          contactFieldUpdate: body.contact_field_update ? { fieldType: body.contact_field_update.fieldType, value: body.contact_field_update.value } : null,
        },
        { actor: 'visitor', requestId: requestIdOf(req) },
      ),
    );
  }

  /** Also takes text/plain, because navigator.sendBeacon can't send application/json without a preflight. */
  @Post(':id/abandon')
  @HttpCode(HttpStatus.OK)
  async abandon(@Param('id') id: string, @Body() raw: unknown, @Ip() ip: string, @Req() req: Request) {
    await this.limitActivity(ip);
    this.checkId(id);
    const body = await validateBody(AbandonLeadDto, raw);
    const lastFormData = body.last_form_data ? cleanFormData(body.last_form_data) : null;
    const { changed: _changed, ...answer } = await this.commands.execute(
      new AbandonLeadCommand(id, body.reason, lastFormData, { token: tokenOf(req, body.lead_token) }, { actor: 'visitor', requestId: requestIdOf(req) }),
    );
    return answer;
  }

  /** Per client address, not per lead id: a caller choosing ids must not get a fresh allowance for each. */
  private limitActivity(ip: string): Promise<void> {
    return this.limiter.enforce([{ key: `lead-activity:ip:${clientKey(ip)}`, limit: this.config.env.LEAD_ACTIVITY_IP_LIMIT, windowMs: FIVE_MINUTES }]);
  }

  private checkId(id: string): void {
    if (!isUuid(id)) throw new Problem(HttpStatus.NOT_FOUND, LEAD_MESSAGES.notFound, LEAD_MESSAGES.notFound, undefined, 'LEAD_NOT_FOUND');
  }
}

/** The lead's secret from the X-Lead-Token header, else from the body (beacons). */
export function tokenOf(req: Request, fromBody: string | undefined): string | null {
  const header = req.get(LEAD_TOKEN_HEADER);
  return header || fromBody || null;
}
