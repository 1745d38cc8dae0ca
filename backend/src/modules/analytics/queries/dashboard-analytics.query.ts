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

/**
 * Orders: placed in the period, paid and not removed (cleanup, duplicates, staff delete); checkouts started counts the
 * unpaid ones too. Revenue: what was charged for
 * those orders that completed payment (amount paid, else the amount due today). Both come from orders' OrderFigures,
 * which reads customer_orders_dashboard_idx only; the event counts read website_analytics_created_idx only.
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
      this.db.query<{ events: number; page_views: number }>(
        `select count(*)::int as events, count(*) filter (where event_type = 'page_view')::int as page_views
           from website_analytics where created_at >= $1 and created_at < $2`,
        [period.from, period.to],
      ),
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
