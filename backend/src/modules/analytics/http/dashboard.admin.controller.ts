import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { ANALYTICS_MESSAGES } from '../analytics.messages';
import { JOURNEY_DAYS, JOURNEY_DEFAULT_DAYS } from '../domain/analytics-limits';
import { DASHBOARD_PERIODS, dashboardPeriod, isDashboardPeriod } from '../domain/dashboard-period';
import { DashboardAnalytics, dashboardAnalytics } from '../queries/dashboard-analytics.query';
import { DashboardOverview, dashboardOverview } from '../queries/dashboard-overview.query';
import { CustomerJourneys, customerJourneys } from '../queries/customer-journeys.query';

/** The admin dashboard's figures (spec 001 §2), in the business time zone; the global AdminGuard protects /api/admin. */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Orders, revenue (cents), page views and events for a period, with revenue per local day' })
  @ApiQuery({ name: 'period', required: false, enum: [...DASHBOARD_PERIODS], description: 'default this_week' })
  analytics(@Query('period') period: unknown = 'this_week'): Promise<DashboardAnalytics> {
    if (!isDashboardPeriod(period)) throw Problem.validation({ period: ANALYTICS_MESSAGES.period });
    return dashboardAnalytics(this.db, dashboardPeriod(period, this.clock.now(), this.config.business.timeZone));
  }

  @Get('overview')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Overview (All Time): total orders, completed orders, active subscriptions, total revenue (cents)' })
  @ApiOkResponse({ description: '{ totalOrders, completedOrders, activeSubscriptions, totalRevenue }' })
  overview(): Promise<DashboardOverview> {
    return dashboardOverview(this.db);
  }

  @Get('journeys')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Customer Journey Insights: top 10 page paths and the last 50 sessions with their steps' })
  @ApiQuery({ name: 'days', required: false, enum: [...JOURNEY_DAYS], description: `default ${JOURNEY_DEFAULT_DAYS}` })
  journeys(@Query('days') days: unknown = String(JOURNEY_DEFAULT_DAYS)): Promise<CustomerJourneys> {
    const value = typeof days === 'string' && /^\d+$/.test(days) ? Number(days) : NaN;
    if (!(JOURNEY_DAYS as readonly number[]).includes(value)) throw Problem.validation({ days: ANALYTICS_MESSAGES.days });
    return customerJourneys(this.db, this.clock.now(), value);
  }
}
