import { HttpStatus, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { SLOT_MESSAGES } from '../bookings.messages';
import { SlotRow, SLOTS } from './slot-row';

/** One availability slot with its confirmed bookings counted and its scoopers. */
export class GetSlotQuery extends Query<SlotRow> {
  constructor(readonly slotId: string) {
    super();
  }
}

@QueryHandler(GetSlotQuery)
export class GetSlotHandler implements IQueryHandler<GetSlotQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ slotId }: GetSlotQuery): Promise<SlotRow> {
    const rows = isUuid(slotId) ? await this.db.query(`select ${SLOTS.select} from ${SLOTS.from} where s.id = $1`, [slotId]) : [];
    if (!rows.length) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
    return SLOTS.map(rows[0]);
  }
}
