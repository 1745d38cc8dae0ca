import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AllTimeOrderFigures, OrderFigures } from '../../orders';

export type DashboardOverview = AllTimeOrderFigures;

/** Overview (All Time): total orders, completed orders, active subscriptions, total revenue (cents). */
export class DashboardOverviewQuery extends Query<DashboardOverview> {}

/** Live orders only, from the totals customer_orders keeps by trigger (customer_order_totals, in orders' OrderFigures). */
@QueryHandler(DashboardOverviewQuery)
export class DashboardOverviewHandler implements IQueryHandler<DashboardOverviewQuery> {
  constructor(@Inject(OrderFigures) private readonly orders: OrderFigures) {}

  execute(): Promise<DashboardOverview> {
    return this.orders.allTime();
  }
}
