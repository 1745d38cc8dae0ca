import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';
import { AdminDiscountCode, DISCOUNT_CODE_USAGE, toDiscountCode } from './discount-code-row';

/** One discount code with its usage counts. */
export class GetDiscountCodeQuery extends Query<AdminDiscountCode> {
  constructor(readonly codeId: string) {
    super();
  }
}

@QueryHandler(GetDiscountCodeQuery)
export class GetDiscountCodeHandler implements IQueryHandler<GetDiscountCodeQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ codeId }: GetDiscountCodeQuery): Promise<AdminDiscountCode> {
    const [row] = await this.db.query(`select d.*, ${DISCOUNT_CODE_USAGE} from discount_codes d where d.id = $1`, [codeId]);
    if (!row) throw new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound);
    return toDiscountCode(row);
  }
}
