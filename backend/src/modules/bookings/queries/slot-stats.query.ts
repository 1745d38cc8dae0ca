import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { SLOT_MESSAGES } from '../bookings.messages';
import { currentWeek } from '../domain/business-time';
import { utilizationRate } from '../domain/slot-generation';

export interface SlotStats {
  dateFrom: string;
  dateTo: string;
  totalSlots: number;
  available: number;
  blocked: number;
  booked: number;
  /** Confirmed bookings over total slots × 100, two decimals (spec 001 §9). */
  utilization: number;
}

/** Total, available, blocked and booked slots of a date range; either end left out means the current week's. */
export class SlotStatsQuery extends Query<SlotStats> {
  constructor(
    readonly dateFrom: string | undefined,
    readonly dateTo: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(SlotStatsQuery)
export class SlotStatsHandler implements IQueryHandler<SlotStatsQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(query: SlotStatsQuery): Promise<SlotStats> {
    const week = currentWeek(this.config.business.timeZone, this.clock.now());
    const dateFrom = query.dateFrom || week.dateFrom;
    const dateTo = query.dateTo || week.dateTo;
    if (!isCalendarDate(dateFrom)) throw Problem.validation({ dateFrom: SLOT_MESSAGES.dateInvalid });
    if (!isCalendarDate(dateTo)) throw Problem.validation({ dateTo: SLOT_MESSAGES.dateInvalid });
    const [row] = await this.db.query<{ total: number; available: number; blocked: number; booked: number }>(
      `select count(*)::int as total,
         count(*) filter (where s.is_available and coalesce(b.n, 0) < s.max_capacity)::int as available,
         count(*) filter (where not s.is_available)::int as blocked,
         coalesce(sum(b.n), 0)::int as booked
       from availability_slots s
       left join (select availability_slot_id, count(*)::int as n from calendar_bookings where booking_status = 'confirmed' group by 1) b
         on b.availability_slot_id = s.id
       where s.date between $1::date and $2::date`,
      [dateFrom, dateTo],
    );
    return {
      dateFrom,
      dateTo,
      totalSlots: row.total,
      available: row.available,
      blocked: row.blocked,
      booked: row.booked,
      utilization: utilizationRate(row.booked, row.total),
    };
  }
}
