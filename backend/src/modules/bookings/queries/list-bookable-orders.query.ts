import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { ListPage, RawListQuery } from '../../../platform/http/simple-rest';
import { BookableOrders } from '../../orders';
import { BookableOrderRow, bookableOrderRow } from './bookable-order-row';

/** The Booking Management tab's table: orders' paid, live orders (one page), each with its confirmed bookings counted. */
export class ListBookableOrdersQuery extends Query<ListPage<BookableOrderRow>> {
  constructor(readonly raw: RawListQuery) {
    super();
  }
}

@QueryHandler(ListBookableOrdersQuery)
export class ListBookableOrdersHandler implements IQueryHandler<ListBookableOrdersQuery> {
  constructor(
    @Inject(BookableOrders) private readonly orders: BookableOrders,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute({ raw }: ListBookableOrdersQuery): Promise<ListPage<BookableOrderRow>> {
    const page = await this.orders.page(raw);
    const ids = page.rows.map((row) => row.id);
    const counts = ids.length
      ? await this.db.query<{ order_id: string; n: number }>(
          `select customer_order_id as order_id, count(*)::int as n from calendar_bookings
           where customer_order_id = any($1::uuid[]) and booking_status = 'confirmed' group by 1`,
          [ids],
        )
      : [];
    const byOrder = new Map(counts.map((row) => [String(row.order_id), row.n]));
    return { contentRange: page.contentRange, rows: page.rows.map((row) => bookableOrderRow(row, byOrder.get(row.id) ?? 0)) };
  }
}
