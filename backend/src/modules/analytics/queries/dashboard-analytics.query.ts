import { Database } from '../../../platform/database/database';
import { DashboardPeriod, daysOf } from '../domain/dashboard-period';

export interface RevenuePoint {
  /** Local day in the business time zone, 'YYYY-MM-DD'. */
  date: string;
  revenue: number;
  orders: number;
}

export interface DashboardAnalytics {
  period: DashboardPeriod;
  orders: number;
  /** Cents actually charged for the period's completed orders. */
  revenue: number;
  pageViews: number;
  events: number;
  revenueSeries: RevenuePoint[];
}

/**
 * The Analytics cards for one period. Orders: placed in the period and not removed (cleanup, duplicates, staff delete).
 * Revenue: what was charged for those orders that completed payment (amount paid, else the amount due today).
 * Both read customer_orders_dashboard_idx only; the event counts read website_analytics_created_idx only.
 */
export async function dashboardAnalytics(db: Database, period: DashboardPeriod): Promise<DashboardAnalytics> {
  const [days, [events]] = await Promise.all([
    db.query<{ day: string; orders: number; revenue: number }>(
      `select (created_at at time zone $3)::date::text as day, count(*)::int as orders,
              coalesce(sum(coalesce(amount_paid, due_today)) filter (where payment_status = 'completed'), 0)::bigint as revenue
         from customer_orders
        where removed_at is null and created_at >= $1 and created_at < $2
        group by 1`,
      [period.from, period.to, period.timeZone],
    ),
    db.query<{ events: number; page_views: number }>(
      `select count(*)::int as events, count(*) filter (where event_type = 'page_view')::int as page_views
         from website_analytics where created_at >= $1 and created_at < $2`,
      [period.from, period.to],
    ),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const revenueSeries = daysOf(period).map((date) => ({ date, revenue: Number(byDay.get(date)?.revenue ?? 0), orders: byDay.get(date)?.orders ?? 0 }));
  return {
    period,
    orders: revenueSeries.reduce((sum, d) => sum + d.orders, 0),
    revenue: revenueSeries.reduce((sum, d) => sum + d.revenue, 0),
    pageViews: events.page_views,
    events: events.events,
    revenueSeries,
  };
}
