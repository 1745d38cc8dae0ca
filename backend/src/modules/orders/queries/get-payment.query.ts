import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { BILLING_MESSAGES } from '../orders.messages';
import { AdminPayment, PAYMENT_FROM, toAdminPayment } from './payment-row';

/** One payment for staff (the show page). */
export class GetPaymentQuery extends Query<AdminPayment> {
  constructor(readonly paymentId: string) {
    super();
  }
}

@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ paymentId }: GetPaymentQuery): Promise<AdminPayment> {
    const [row] = await this.db.query(`select * from ${PAYMENT_FROM} where id = $1`, [paymentId]);
    if (!row) throw new NotFoundException(BILLING_MESSAGES.paymentNotFound);
    return toAdminPayment(row);
  }
}
