import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { requestIdOf } from '../../../platform/http/request';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { AbandonLeadCommand } from '../commands/abandon-lead.command';
import { ResendQuoteCommand, ResendQuoteResult } from '../commands/resend-quote.command';
import { LEAD_MESSAGES } from '../leads.messages';
import { GetLeadQuery } from '../queries/get-lead.query';
import { LeadRow, LEADS } from '../queries/lead-row';

class StaffAbandonDto {
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}

class ResendQuoteDto {
  /** The admin's id for this click (a retried request with the same id sends nothing more). */
  @IsString() @Matches(/^[A-Za-z0-9-]{8,64}$/, { message: 'clickId must be 8 to 64 letters, digits or dashes' }) clickId!: string;
}

/** Leads for staff. History and state as of any event come from /api/admin/streams/lead-<id>/events and /state. */
@ApiTags('admin: leads')
@Controller('admin/leads')
export class LeadsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Leads, newest first (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"search e-mail, name, phone","status":"abandoned"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<LeadRow[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(LEADS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(LEAD_MESSAGES.notFound) })) id: string): Promise<LeadRow> {
    return this.queries.execute(new GetLeadQuery(id));
  }

  @Post(':id/abandon')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff close an open lead (reason "staff"); a closed lead is left as it is' })
  async abandon(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(LEAD_MESSAGES.notFound) })) id: string,
    @Body() _body: StaffAbandonDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ) {
    return this.commands.execute(
      new AbandonLeadCommand(id, 'staff', null, 'staff', { actor: `staff:${user.email}`, by: user.email, requestId: requestIdOf(req) }),
    );
  }

  @Post(':id/resend-quote')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Staff send the lead its quote e-mail again (lead.quote-resent, sent through the outbox); once per click, at most once in 10 minutes, never to a customer or an unsubscribed address',
  })
  resendQuote(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(LEAD_MESSAGES.notFound) })) id: string,
    @Body() body: ResendQuoteDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<ResendQuoteResult> {
    return this.commands.execute(new ResendQuoteCommand(id, body.clickId, { actor: `staff:${user.email}`, by: user.email, requestId: requestIdOf(req) }));
  }
}
