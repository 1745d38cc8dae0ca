import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { ORDERS_ADMIN_MESSAGES } from '../orders.messages';
import { AdminOrderDetail, toOrderDetail } from './admin-order-row';

/** One order for staff (the show page); removed orders only when asked for (the delete answers with the row it removed). */
export class GetAdminOrderQuery extends Query<AdminOrderDetail> {
  constructor(
    readonly orderId: string,
    readonly includeRemoved = false,
  ) {
    super();
  }
}

@QueryHandler(GetAdminOrderQuery)
export class GetAdminOrderHandler implements IQueryHandler<GetAdminOrderQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ orderId, includeRemoved }: GetAdminOrderQuery): Promise<AdminOrderDetail> {
    const [row] = await this.db.query(`select * from customer_orders where id = $1${includeRemoved ? '' : ' and removed_at is null'}`, [orderId]);
    if (!row) throw new NotFoundException(ORDERS_ADMIN_MESSAGES.notFound);
    return toOrderDetail(row);
  }
}
