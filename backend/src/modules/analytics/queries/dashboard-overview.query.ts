import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AllTimeOrderFigures, OrderFigures } from '../../orders';

export type DashboardOverview = AllTimeOrderFigures;

/** Overview (All Time): total orders, completed orders, active subscriptions, total revenue (cents). */
export class DashboardOverviewQuery extends Query<DashboardOverview> {}

/** Live orders only, one pass over the dashboard's covering index (customer_orders_dashboard_idx, in orders' OrderFigures). */
@QueryHandler(DashboardOverviewQuery)
export class DashboardOverviewHandler implements IQueryHandler<DashboardOverviewQuery> {
  constructor(@Inject(OrderFigures) private readonly orders: OrderFigures) {}

  execute(): Promise<DashboardOverview> {
    return this.orders.allTime();
  }
}
