import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Database } from '../../../platform/database/database';
import { containsPattern, isoOrNull, listResource, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { LeadLifecycle } from '../commands/lead-lifecycle';
import { requestIdOf } from '../../../platform/http/request';

export interface LeadRow {
  id: string;
  contact_info: string;
  contact_name: string | null;
  contact_phone: string | null;
  status: string;
  source_page: string | null;
  referrer: string | null;
  last_step: string | null;
  existing_client: boolean;
  reuse_count: number;
  form_data: unknown;
  created_at: string;
  last_activity_at: string;
  abandoned_at: string | null;
  abandonment_reason: string | null;
  converted_at: string | null;
  converted_order_id: string | null;
  conversion_value: number | null;
  trello_card_id: string | null;
  stream_id: string;
  version: number;
}

const LEADS: ResourceSpec<LeadRow> = {
  resource: 'leads',
  from: `lead_tracking l left join task_board_links b on b.card_key = 'lead-' || l.id::text`,
  select: `l.*, b.external_id as trello_card_id`,
  sortable: { created_at: 'l.created_at', last_activity_at: 'l.last_activity_at', status: 'l.status', contact_info: 'l.contact_info', id: 'l.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'l.id',
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(l.contact_info ilike ${p} or l.contact_name ilike ${p} or l.contact_phone ilike ${p})`;
    },
    status: (value, bind) => `l.status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    source_page: (value, bind) => `l.source_page ilike ${bind(containsPattern(value))}`,
  },
  map: (row) => ({
    id: String(row.id),
    contact_info: String(row.contact_info),
    contact_name: (row.contact_name as string | null) ?? null,
    contact_phone: (row.contact_phone as string | null) ?? null,
    status: String(row.status),
    source_page: (row.source_page as string | null) ?? null,
    referrer: (row.referrer as string | null) ?? null,
    last_step: (row.last_step as string | null) ?? null,
    existing_client: Boolean(row.existing_client),
    reuse_count: Number(row.reuse_count),
    form_data: row.form_data,
    created_at: isoOrNull(row.created_at)!,
    last_activity_at: isoOrNull(row.last_activity_at)!,
    abandoned_at: isoOrNull(row.abandoned_at),
    abandonment_reason: (row.abandonment_reason as string | null) ?? null,
    converted_at: isoOrNull(row.converted_at),
    converted_order_id: (row.converted_order_id as string | null) ?? null,
    conversion_value: row.conversion_value == null ? null : Number(row.conversion_value),
    trello_card_id: (row.trello_card_id as string | null) ?? null,
    stream_id: String(row.stream_id),
    version: Number(row.version),
  }),
};

class StaffAbandonDto {
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}

/** Leads for staff. History and state as of any event come from /api/admin/streams/lead-<id>/events and /state. */
@ApiTags('admin: leads')
@Controller('admin/leads')
export class LeadsAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(LeadLifecycle) private readonly leads: LeadLifecycle,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Leads, newest first (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"search e-mail, name, phone","status":"abandoned"}' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<LeadRow[]> {
    return listResource(this.db, LEADS, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Lead not found') })) id: string): Promise<LeadRow> {
    const rows = await this.db.query(`select ${LEADS.select} from ${LEADS.from} where l.id = $1`, [id]);
    if (!rows.length) throw new NotFoundException('Lead not found');
    return LEADS.map(rows[0]);
  }

  @Post(':id/abandon')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff close an open lead (reason "staff"); a closed lead is left as it is' })
  async abandon(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Lead not found') })) id: string,
    @Body() _body: StaffAbandonDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ) {
    return this.leads.abandon(id, 'staff', null, { actor: `staff:${user.email}`, by: user.email, requestId: requestIdOf(req) });
  }
}
