import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { addDays, isCalendarDate } from '../../../platform/time/calendar-date';
import { VISIT_MESSAGES } from '../service.messages';
import { ROUTE_ORDER_SQL, ROUTE_STATUSES } from './routes.query';

export interface WeekFigures {
  start: string;
  end: string;
  /** Visits in the week that are not cancelled. */
  visits: number;
  completed: number;
  skipped: number;
  missed: number;
  stopsPerScooperPerDay: Array<{ scooperId: string; date: string; stops: number }>;
  /** Each route's drive minutes, for the routes whose current order is the one last optimised or set by hand. */
  driveMinutesPerRoute: Array<{ scooperId: string; date: string; driveMinutes: number }>;
}

/** The schedule board's figures for the 7 days from `start`. */
export class WeekFiguresQuery extends Query<WeekFigures> {
  constructor(readonly start: unknown) {
    super();
  }
}

@QueryHandler(WeekFiguresQuery)
export class WeekFiguresHandler implements IQueryHandler<WeekFiguresQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ start }: WeekFiguresQuery): Promise<WeekFigures> {
    if (!isCalendarDate(start)) throw Problem.validation({ start: VISIT_MESSAGES.weekStartInvalid });
    const end = addDays(start, 6);
    const [[totals], stops, drives] = await Promise.all([
      this.db.query<{ visits: number; completed: number; skipped: number; missed: number }>(
        `select count(*) filter (where status <> 'cancelled')::int as visits, count(*) filter (where status = 'completed')::int as completed,
           count(*) filter (where status = 'skipped')::int as skipped, count(*) filter (where status = 'missed')::int as missed
         from visits where date between $1::date and $2::date`,
        [start, end],
      ),
      this.db.query<{ scooperId: string; date: string; stops: number }>(
        `select scooper_id as "scooperId", to_char(date, 'YYYY-MM-DD') as date, count(*)::int as stops
         from visits where date between $1::date and $2::date and scooper_id is not null and status <> 'cancelled'
         group by scooper_id, date order by date, scooper_id`,
        [start, end],
      ),
      this.db.query<{ scooperId: string; date: string; driveMinutes: number }>(
        `select r.scooper_id as "scooperId", to_char(r.date, 'YYYY-MM-DD') as date, r.drive_minutes as "driveMinutes"
         from route_days r
         where r.date between $1::date and $2::date and r.drive_minutes is not null
           and r.planned_order = (select array_agg(v.id order by ${ROUTE_ORDER_SQL}) from visits v
                                  where v.scooper_id = r.scooper_id and v.date = r.date and v.status = any($3))
         order by r.date, r.scooper_id`,
        [start, end, [...ROUTE_STATUSES]],
      ),
    ]);
    return { start, end, ...totals, stopsPerScooperPerDay: stops, driveMinutesPerRoute: drives };
  }
}
