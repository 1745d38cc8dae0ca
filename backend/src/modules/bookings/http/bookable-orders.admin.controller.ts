import { Controller, Get, Header, Query, Res, Inject } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import { listResource, RawListQuery } from '../../../platform/http/simple-rest';
import { BookableOrderRow, BOOKABLE_ORDERS } from '../queries/bookable-order-row';

/** The Booking Management tab's table: paid orders, searchable by name, e-mail, phone and ZIP. */
@ApiTags('admin: calendar')
@Controller('admin/bookable-orders')
export class BookableOrdersAdminController {
  constructor(@Inject(Database) private readonly db: Database) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Paid orders that can be booked (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"name, e-mail, phone or ZIP"}' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<BookableOrderRow[]> {
    return listResource(this.db, BOOKABLE_ORDERS, query, res);
  }
}
