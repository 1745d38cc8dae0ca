import { Controller, Get, Header, Query, Res, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { BookableOrderRow } from '../queries/bookable-order-row';
import { ListBookableOrdersQuery } from '../queries/list-bookable-orders.query';

/** The Booking Management tab's table: paid orders, searchable by name, e-mail, phone and ZIP. */
@ApiTags('admin: calendar')
@Controller('admin/bookable-orders')
export class BookableOrdersAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Paid orders that can be booked (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail, phone or ZIP"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<BookableOrderRow[]> {
    return sendListPage(res, await this.queries.execute(new ListBookableOrdersQuery(query)));
  }
}
