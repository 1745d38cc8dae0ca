import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';

/** Checkouts started on one local day of a period, how many of them were paid, and what their completed payments brought in (cents). */
export interface DailyOrderFigures {
  /** Local day in the requested time zone, 'YYYY-MM-DD'. */
  day: string;
  /** Orders whose payment completed (issue 18 §18: the Orders card counts paid orders). */
  orders: number;
  /** Every checkout started that day, paid or not. */
  checkouts: number;
  revenue: number;
}

export interface AllTimeOrderFigures {
  totalOrders: number;
  completedOrders: number;
  activeSubscriptions: number;
  /** Cents, all time, from completed orders. */
  totalRevenue: number;
}

/**
 * The dashboard's order figures. Orders: not removed (cleanup, duplicates, staff delete). Revenue: what was charged
 * for those that completed payment (amount paid, else the amount due today). By day reads customer_orders_dashboard_idx
 * only; all time sums customer_order_totals.
 */
@Injectable()
export class OrderFigures {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Per local day (days without orders are left out), for orders placed in [from, to). */
  async byDay(from: string, to: string, timeZone: string): Promise<DailyOrderFigures[]> {
    const rows = await this.db.query<{ day: string; orders: number; checkouts: number; revenue: number | string }>(
      `select (created_at at time zone $3)::date::text as day, count(*)::int as checkouts,
              count(*) filter (where payment_status = 'completed')::int as orders,
              coalesce(sum(coalesce(amount_paid, due_today)) filter (where payment_status = 'completed'), 0)::bigint as revenue
         from customer_orders
        where removed_at is null and created_at >= $1 and created_at < $2
        group by 1`,
      [from, to, timeZone],
    );
    return rows.map((row) => ({ day: row.day, orders: row.orders, checkouts: row.checkouts, revenue: Number(row.revenue) }));
  }

  /** Overview (All Time): live orders only, summed from customer_order_totals (64 rows the table's triggers keep, 1763700090000). */
  async allTime(): Promise<AllTimeOrderFigures> {
    const [row] = await this.db.query<{ total: number; completed: number; active: number; revenue: number | string }>(
      `select coalesce(sum(orders), 0)::int as total, coalesce(sum(completed), 0)::int as completed,
              coalesce(sum(active), 0)::int as active, coalesce(sum(revenue), 0)::bigint as revenue
         from customer_order_totals`,
    );
    return { totalOrders: row.total, completedOrders: row.completed, activeSubscriptions: row.active, totalRevenue: Number(row.revenue) };
  }
}
