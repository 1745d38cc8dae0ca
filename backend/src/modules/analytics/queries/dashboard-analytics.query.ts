import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { OrderFigures } from '../../orders';
import { Database } from '../../../platform/database/database';
import { ANALYTICS_MESSAGES } from '../analytics.messages';
import { DashboardPeriod, dashboardPeriod, daysOf, isDashboardPeriod } from '../domain/dashboard-period';

export interface RevenuePoint {
  /** Local day in the business time zone, 'YYYY-MM-DD'. */
  date: string;
  revenue: number;
  orders: number;
}

export interface DashboardAnalytics {
  period: DashboardPeriod;
  /** Orders placed in the period whose payment completed. */
  orders: number;
  /** Checkouts started in the period, paid or not (issue 18 §18: shown beside, not as, the orders). */
  checkoutsStarted: number;
  /** Cents actually charged for the period's completed orders. */
  revenue: number;
  pageViews: number;
  events: number;
  revenueSeries: RevenuePoint[];
}

/** The Analytics cards for one named period (today, this_week, ...) in the business time zone. */
export class DashboardAnalyticsQuery extends Query<DashboardAnalytics> {
  constructor(readonly period: unknown) {
    super();
  }
}

const HOUR_MS = 3_600_000;

/**
 * Events and page views in [$1, $2): the whole hours inside it, [$3, $4), summed from website_analytics_hours (kept by
 * triggers in the writers' transactions, 1763700050000); the part-hours at either end, if any, counted from the rows.
 */
export const EVENTS_IN_PERIOD = `
  select coalesce(sum(events), 0)::int as events, coalesce(sum(page_views), 0)::int as page_views from (
    select events, page_views from website_analytics_hours where hour >= $3 and hour < $4
    union all
    select count(*), count(*) filter (where event_type = 'page_view') from website_analytics
     where (created_at >= $1 and created_at < $3) or (created_at >= $4 and created_at < $2)
  ) counted`;

/** EVENTS_IN_PERIOD's parameters: the period and the whole hours inside it (none: an empty range at its end). */
export function eventsInPeriodParams(from: string, to: string): [Date, Date, Date, Date] {
  const start = new Date(from);
  const end = new Date(to);
  const firstHour = Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(end.getTime() / HOUR_MS) * HOUR_MS;
  return firstHour < lastHour ? [start, end, new Date(firstHour), new Date(lastHour)] : [start, end, end, end];
}

/**
 * Orders: placed in the period, paid and not removed (cleanup, duplicates, staff delete); checkouts started counts the
 * unpaid ones too. Revenue: what was charged for
 * those orders that completed payment (amount paid, else the amount due today). Both come from orders' OrderFigures,
 * which reads customer_orders_dashboard_idx only; the event counts read the hourly rollup and, for part-hours, website_analytics_created_idx.
 */
@QueryHandler(DashboardAnalyticsQuery)
export class DashboardAnalyticsHandler implements IQueryHandler<DashboardAnalyticsQuery> {
  constructor(
    @Inject(OrderFigures) private readonly orders: OrderFigures,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(query: DashboardAnalyticsQuery): Promise<DashboardAnalytics> {
    if (!isDashboardPeriod(query.period)) throw Problem.validation({ period: ANALYTICS_MESSAGES.period });
    const period = dashboardPeriod(query.period, this.clock.now(), this.config.business.timeZone);
    const [days, [events]] = await Promise.all([
      this.orders.byDay(period.from, period.to, period.timeZone),
      this.db.query<{ events: number; page_views: number }>(EVENTS_IN_PERIOD, eventsInPeriodParams(period.from, period.to)),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const revenueSeries = daysOf(period).map((date) => ({ date, revenue: byDay.get(date)?.revenue ?? 0, orders: byDay.get(date)?.orders ?? 0 }));
    return {
      period,
      orders: revenueSeries.reduce((sum, d) => sum + d.orders, 0),
      checkoutsStarted: days.reduce((sum, d) => sum + d.checkouts, 0),
      revenue: revenueSeries.reduce((sum, d) => sum + d.revenue, 0),
      pageViews: events.page_views,
      events: events.events,
      revenueSeries,
    };
  }
}
