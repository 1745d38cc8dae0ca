import { Database } from '../../../platform/database/database';

export interface DashboardOverview {
  totalOrders: number;
  completedOrders: number;
  activeSubscriptions: number;
  /** Cents, all time, from completed orders. */
  totalRevenue: number;
}

/** Overview (All Time): live orders only, one pass over the dashboard's covering index. */
export async function dashboardOverview(db: Database): Promise<DashboardOverview> {
  const [row] = await db.query<{ total: number; completed: number; active: number; revenue: number }>(
    `select count(*)::int as total,
            count(*) filter (where payment_status = 'completed')::int as completed,
            count(*) filter (where subscription_status = 'active')::int as active,
            coalesce(sum(coalesce(amount_paid, due_today)) filter (where payment_status = 'completed'), 0)::bigint as revenue
       from customer_orders where removed_at is null`,
  );
  return { totalOrders: row.total, completedOrders: row.completed, activeSubscriptions: row.active, totalRevenue: Number(row.revenue) };
}
