import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { ScooperRow, SCOOPERS } from '../queries/scooper-row';

@ApiTags('admin: calendar')
@Controller('admin/scoopers')
export class ScoopersAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Scooper names in use, for the Assign scooper dialog (ra-data-simple-rest list)' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ScooperRow[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(SCOOPERS, query)));
  }
}
