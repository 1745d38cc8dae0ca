import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { ConsumerHost, EventRegistry, ProjectionRegistry } from '../../event-store';
import { RateLimitModule } from '../../platform/rate-limit';
import { Runtime } from '../../platform/runtime';
import { AREA_REQUEST_EVENTS, areaRequestsProjection } from './area-requests/area-request.events';
import { AreaRequestsController } from './area-requests/area-requests.controller';
import { AbandonedCartController } from './carts/abandoned-cart.controller';
import { AbandonedCarts } from './carts/abandoned-carts';
import { abandonedCartsProjection, CART_EVENTS } from './carts/cart.events';
import { LeadLifecycle } from './commands/lead-lifecycle';
import { LeadConversionConsumer } from './conversion/lead-conversion.consumer';
import { DataDeletionController } from './data-deletion/data-deletion.controller';
import { DATA_DELETION_EVENTS, dataDeletionRequestsProjection } from './data-deletion/data-deletion.events';
import { LEAD_STREAM_DEFINITION } from './domain/lead';
import { LEAD_EVENTS } from './domain/lead.events';
import { LeadsAdminController } from './http/leads.admin.controller';
import { LeadsController } from './http/leads.controller';
import { FollowUpAdminController } from './http/follow-up.admin.controller';
import { leadTrackingProjection } from './projections/lead-tracking.projection';
import { Timers } from './timers/lead-timers';
import { SweepOverdueTimersJob } from './timers/sweep-timers.job';

/** Leads and their follow-up: the lead lifecycle, abandoned carts, area requests and data-deletion requests. */
@Module({})
export class LeadsModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: LeadsModule,
      imports: [RateLimitModule],
      controllers: runtime.config.runsApi ? [LeadsController, LeadsAdminController, FollowUpAdminController, AbandonedCartController, AreaRequestsController, DataDeletionController] : [],
      providers: [Timers, LeadLifecycle, AbandonedCarts, ...(runtime.config.runsWorker ? [SweepOverdueTimersJob] : [])],
      exports: [LeadLifecycle, AbandonedCarts, Timers],
    };
  }

  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(LeadLifecycle) private readonly leads: LeadLifecycle,
    @Inject(Timers) private readonly timers: Timers,
  ) {}

  onModuleInit(): void {
    this.events.register(...LEAD_EVENTS, ...AREA_REQUEST_EVENTS, ...CART_EVENTS, ...DATA_DELETION_EVENTS).registerStream(LEAD_STREAM_DEFINITION);
    this.projections.register(leadTrackingProjection, areaRequestsProjection, abandonedCartsProjection, dataDeletionRequestsProjection);
    this.consumers.register(new LeadConversionConsumer(this.leads, this.timers));
  }
}
