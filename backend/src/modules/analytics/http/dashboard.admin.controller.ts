import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { JOURNEY_DAYS, JOURNEY_DEFAULT_DAYS } from '../domain/analytics-limits';
import { DASHBOARD_PERIODS } from '../domain/dashboard-period';
import { DashboardAnalytics, DashboardAnalyticsQuery } from '../queries/dashboard-analytics.query';
import { DashboardOverview, DashboardOverviewQuery } from '../queries/dashboard-overview.query';
import { CustomerJourneys, CustomerJourneysQuery } from '../queries/customer-journeys.query';
import type { BusinessFigures } from '../domain/business-figures';
import { BusinessFiguresQuery } from '../queries/business-figures.query';

/** The admin dashboard's figures (spec 001 §2), in the business time zone; the global AdminGuard protects /api/admin. */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Orders, revenue (cents), page views and events for a period, with revenue per local day' })
  @ApiQuery({ name: 'period', required: false, enum: [...DASHBOARD_PERIODS], description: 'default this_week' })
  analytics(@Query('period') period: unknown = 'this_week'): Promise<DashboardAnalytics> {
    return this.queries.execute(new DashboardAnalyticsQuery(period));
  }

  @Get('overview')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Overview (All Time): total orders, completed orders, active subscriptions, total revenue (cents)' })
  @ApiOkResponse({ description: '{ totalOrders, completedOrders, activeSubscriptions, totalRevenue }' })
  overview(): Promise<DashboardOverview> {
    return this.queries.execute(new DashboardOverviewQuery());
  }

  @Get('business')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Business figures from the event log, in business time: MRR and movement per month (6 months), active customers, churn, ARPU, LTV (cents), failed-payment recovery, cancellation reasons, quote-to-paid conversion by source',
  })
  business(): Promise<BusinessFigures> {
    return this.queries.execute(new BusinessFiguresQuery());
  }

  @Get('journeys')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Customer Journey Insights: top 10 page paths and the last 50 sessions with their steps' })
  @ApiQuery({ name: 'days', required: false, enum: [...JOURNEY_DAYS], description: `default ${JOURNEY_DEFAULT_DAYS}` })
  journeys(@Query('days') days: unknown = String(JOURNEY_DEFAULT_DAYS)): Promise<CustomerJourneys> {
    return this.queries.execute(new CustomerJourneysQuery(days));
  }
}
