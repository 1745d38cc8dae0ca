import { Controller, Get, Header, Query, Res, Inject } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import { containsPattern, listResource, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';

type Row = Record<string, unknown>;
const withIsoDates = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

const AREA_REQUESTS: ResourceSpec<Row> = {
  resource: 'area-requests',
  from: 'area_requests',
  select: 'id, zip_code, customer_name, customer_email, customer_phone, yard_size, number_of_dogs, selected_add_ons, trash_day, service_type, service_frequency, created_at',
  sortable: { created_at: 'created_at', zip_code: 'zip_code', id: 'created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(customer_name ilike ${p} or customer_email ilike ${p} or zip_code ilike ${p})`;
    },
    zip_code: (value, bind) => `zip_code = ${bind(String(value))}`,
  },
  map: withIsoDates,
};

const DATA_DELETION_REQUESTS: ResourceSpec<Row> = {
  resource: 'data-deletion-requests',
  from: 'data_deletion_requests',
  select: `id, email, full_name, reason, account_details, status, created_at, created_at + interval '30 days' as due_at, erased_at, erased_by, erased_streams`,
  sortable: { created_at: 'created_at', status: 'status', id: 'created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(email ilike ${p} or full_name ilike ${p})`;
    },
    status: (value, bind) => `status = ${bind(String(value))}`,
  },
  map: withIsoDates,
};

/** Requests visitors leave besides leads: area requests and data-deletion requests (read-only lists for staff). */
@ApiTags('admin: leads')
@Controller('admin')
export class FollowUpAdminController {
  constructor(@Inject(Database) private readonly db: Database) {}

  @Get('area-requests')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Area requests from outside the served ZIP codes, newest first' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail or ZIP"}' })
  areaRequests(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return listResource(this.db, AREA_REQUESTS, query, res);
  }

  @Get('data-deletion-requests')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Data-deletion requests, newest first (due within 30 days)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"e-mail or name"}' })
  dataDeletionRequests(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return listResource(this.db, DATA_DELETION_REQUESTS, query, res);
  }
}
