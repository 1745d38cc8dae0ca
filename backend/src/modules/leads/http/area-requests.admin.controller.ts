import { Controller, Get, Header, Query, Res, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { containsPattern, RawListQuery, ResourceSpec, sendListPage } from '../../../platform/http/simple-rest';

type Row = Record<string, unknown>;
const withIsoDates = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

const AREA_REQUESTS: ResourceSpec<Row> = {
  resource: 'area-requests',
  from: 'area_requests',
  select:
    'id, zip_code, customer_name, customer_email, customer_phone, yard_size, number_of_dogs, selected_add_ons, trash_day, service_type, service_frequency, created_at',
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

/** Area requests visitors leave from outside the served ZIP codes (a read-only list for staff). */
@ApiTags('admin: leads')
@Controller('admin')
export class AreaRequestsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('area-requests')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Area requests from outside the served ZIP codes, newest first' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail or ZIP"}' })
  async areaRequests(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(AREA_REQUESTS, query)));
  }
}
