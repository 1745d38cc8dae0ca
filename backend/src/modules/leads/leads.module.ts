import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { ConsumerHost, EventRegistry, ProjectionRegistry } from '../../event-store';
import { RateLimitModule } from '../../platform/rate-limit';
import { Runtime } from '../../platform/runtime';
import { EmailModule } from '../email';
import { OrdersModule } from '../orders';
import { AbandonLeadHandler } from './commands/abandon-lead.command';
import { ExpireLeadHandler } from './commands/expire-lead.command';
import { ProgressLeadHandler } from './commands/progress-lead.command';
import { ResendQuoteHandler } from './commands/resend-quote.command';
import { SettleCartHandler } from './commands/settle-cart.command';
import { StartLeadHandler } from './commands/start-lead.command';
import { SubmitAreaRequestHandler } from './commands/submit-area-request.command';
import { TrackCartHandler } from './commands/track-cart.command';
import { LeadConversionConsumer } from './consumers/lead-conversion.consumer';
import { LeadTimerHandlers } from './consumers/lead-timer-handlers';
import { Timers } from './consumers/lead-timers';
import { SweepOverdueTimersJob } from './consumers/sweep-timers.job';
import { AREA_REQUEST_STREAM_DEFINITION } from './domain/area-request';
import { CART_STREAM_DEFINITION } from './domain/cart';
import { LEAD_STREAM_DEFINITION } from './domain/lead';
import { AbandonedCartController } from './http/abandoned-cart.controller';
import { AreaRequestsAdminController } from './http/area-requests.admin.controller';
import { AreaRequestsController } from './http/area-requests.controller';
import { LeadsAdminController } from './http/leads.admin.controller';
import { LeadsController } from './http/leads.controller';
import { abandonedCartsProjection } from './projections/abandoned-carts.projection';
import { areaRequestsProjection } from './projections/area-requests.projection';
import { leadTrackingProjection } from './projections/lead-tracking.projection';
import { GetLeadHandler } from './queries/get-lead.query';
import { LeadViews } from './queries/lead-views';

const COMMAND_HANDLERS = [
  StartLeadHandler,
  ProgressLeadHandler,
  AbandonLeadHandler,
  ResendQuoteHandler,
  ExpireLeadHandler,
  TrackCartHandler,
  SettleCartHandler,
  SubmitAreaRequestHandler,
];

/** Leads and their follow-up: the lead lifecycle, abandoned carts and area requests. */
@Module({})
export class LeadsModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: LeadsModule,
      imports: [RateLimitModule, OrdersModule, EmailModule],
      controllers: runtime.config.runsApi
        ? [LeadsController, LeadsAdminController, AreaRequestsAdminController, AbandonedCartController, AreaRequestsController]
        : [],
      providers: [
        Timers,
        ...COMMAND_HANDLERS,
        GetLeadHandler,
        LeadTimerHandlers,
        LeadConversionConsumer,
        LeadViews,
        ...(runtime.config.runsWorker ? [SweepOverdueTimersJob] : []),
      ],
      exports: [Timers, LeadViews],
    };
  }

  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(LeadConversionConsumer) private readonly conversion: LeadConversionConsumer,
  ) {}

  onModuleInit(): void {
    this.events.defineStream(LEAD_STREAM_DEFINITION).defineStream(AREA_REQUEST_STREAM_DEFINITION).defineStream(CART_STREAM_DEFINITION);
    this.projections.register(leadTrackingProjection, areaRequestsProjection, abandonedCartsProjection);
    this.consumers.register(this.conversion);
  }
}
