import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../event-store';
import { RateLimitModule } from '../../platform/rate-limit';
import { RecordAnalyticsEvents } from './commands/record-analytics-events.command';
import { eraseHelpLinkClicks, RecordHelpLinkClick } from './commands/record-help-link-click.command';
import { AnalyticsController } from './http/analytics.controller';
import { DashboardAdminController } from './http/dashboard.admin.controller';

/** Analytics: the site's event intake and help-link clicks, and the admin dashboard's figures and journeys. */
@Module({
  imports: [RateLimitModule],
  controllers: [AnalyticsController, DashboardAdminController],
  providers: [RecordAnalyticsEvents, RecordHelpLinkClick],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerEraser({ name: 'help_link_clicks', erase: eraseHelpLinkClicks });
  }
}
