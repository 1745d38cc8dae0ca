import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../event-store';
import { AppConfig } from '../../config/config';
import { RateLimitModule } from '../../platform/rate-limit';
import { OrdersModule } from '../orders';
import { RecordAnalyticsEventsHandler } from './commands/record-analytics-events.command';
import { eraseHelpLinkClicks, RecordHelpLinkClickHandler } from './commands/record-help-link-click.command';
import { AnalyticsController } from './http/analytics.controller';
import { DashboardAdminController } from './http/dashboard.admin.controller';
import { CustomerJourneysHandler } from './queries/customer-journeys.query';
import { BusinessFiguresHandler } from './queries/business-figures.query';
import { businessFiguresProjection } from './projections/business-figures.projection';
import { DashboardAnalyticsHandler } from './queries/dashboard-analytics.query';
import { DashboardOverviewHandler } from './queries/dashboard-overview.query';

/** Analytics: the site's event intake and help-link clicks, and the admin dashboard's figures and journeys. */
@Module({
  imports: [RateLimitModule, OrdersModule],
  controllers: [AnalyticsController, DashboardAdminController],
  providers: [
    RecordAnalyticsEventsHandler,
    RecordHelpLinkClickHandler,
    DashboardAnalyticsHandler,
    DashboardOverviewHandler,
    CustomerJourneysHandler,
    BusinessFiguresHandler,
  ],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.projections.register(businessFiguresProjection(this.config.business.timeZone));
    this.projections.registerEraser({ name: 'help_link_clicks', erase: eraseHelpLinkClicks });
  }
}
