import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { ConsumerHost, EventRegistry, ProjectionRegistry } from '../../event-store';
import { Runtime } from '../../platform/runtime';
import { IdentityModule, ScooperRoster } from '../identity';
import { EmailModule } from '../email';
import { OrdersModule } from '../orders';
import { GrantReturnVisitHandler, ResendVisitReportHandler } from './commands/visit-report.commands';
import { VisitReportMailer } from './consumers/visit-report.mailer';
import { visitPhotosEraser } from './privacy/visit-photos.eraser';
import { RoutingModule } from '../routing';
import { CancelVisitHandler } from './commands/cancel-visit.command';
import { ChangeServicePlanHandler } from './commands/change-service-plan.command';
import { ChangeVisitHandler } from './commands/change-visit.command';
import { RecordFieldActionHandler } from './commands/field-action.command';
import { StoreVisitPhotoHandler, visitPhotoDirOf } from './commands/store-visit-photo.command';
import { ExtendVisitHorizonHandler } from './commands/extend-visit-horizon.command';
import { LocateServicePlanHandler, LocateServicePlansHandler } from './commands/locate-service-plan.command';
import { MarkMissedVisitsHandler } from './commands/mark-missed-visits.command';
import { ChangeRouteHandler, OptimiseRouteHandler } from './commands/route.command';
import { DeleteTrashDayShiftHandler, SaveTrashDayShiftHandler } from './commands/trash-day-shifts.command';
import { VisitPlanner } from './commands/visit-planner';
import { ServicePlanLocator } from './consumers/service-plan-locator.consumer';
import { BillingStanding } from './consumers/billing-standing.consumer';
import { AppConfig } from '../../config/config';
import { chooseObjectStore, ObjectStore } from '../../platform/uploads/object-store';
import { AutoOnTheWayConsumer } from './consumers/auto-on-the-way.consumer';
import { ServicePlanStarter } from './consumers/service-plan-starter.consumer';
import { ServicePlanFollower } from './consumers/service-plan-follower.consumer';
import { VisitPlannerConsumer } from './consumers/visit-planner.consumer';
import { ExtendVisitHorizonJob, LocateServicePlansJob, MarkMissedVisitsJob } from './consumers/visit.jobs';
import { ScooperDirectory } from './domain/scooper-directory';
import { SERVICE_PLAN_STREAM_DEFINITION } from './domain/service-plan';
import { VISIT_STREAM_DEFINITION } from './domain/visit';
import { CustomerVisitPhotosController, FieldVisitsController, VisitPhotosAdminController } from './http/field-visits.controller';
import { ServicePlansAdminController } from './http/service-plans.admin.controller';
import { RoutesAdminController } from './http/routes.admin.controller';
import { TrashDayShiftsAdminController } from './http/trash-day-shifts.admin.controller';
import { ScheduleAdminController, VisitsAdminController } from './http/visits.admin.controller';
import { servicePlansProjection } from './projections/service-plans.projection';
import { visitsProjection } from './projections/visits.projection';
import { GetServiceRecordHandler } from './queries/get-service-record.query';
import { GetRouteHandler, ListRoutesHandler } from './queries/routes.query';
import { VisitViews } from './queries/visit-views';
import { FieldRouteHandler } from './queries/field-route.query';
import { VisitPhotoHandler } from './queries/visit-photo.query';
import { CustomerSkipVisitHandler } from './commands/customer-skip-visit.command';
import { RosterScooperDirectory } from './scoopers/roster-scooper-directory';
import { WeekFiguresHandler } from './queries/week-figures.query';

/**
 * Recurring service (issue 15): paid subscriptions become service plans (the service-plan stream), plans become
 * visits (the visit stream) on a rolling horizon, and the visits the day left open become missed.
 */
@Module({})
export class ServiceModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: ServiceModule,
      imports: [OrdersModule, IdentityModule, RoutingModule, EmailModule],
      controllers: runtime.config.runsApi
        ? [
            ServicePlansAdminController,
            VisitsAdminController,
            ScheduleAdminController,
            TrashDayShiftsAdminController,
            RoutesAdminController,
            FieldVisitsController,
            CustomerVisitPhotosController,
            VisitPhotosAdminController,
          ]
        : [],
      providers: [
        // Visit photos: on disk beside the uploads folder, or in an S3-compatible bucket when S3_* is set.
        { provide: ObjectStore, inject: [AppConfig], useFactory: (config: AppConfig) => chooseObjectStore(config.env, visitPhotoDirOf(config)) },
        // Visit assignment checks identity's scooper accounts (working days, daily capacity).
        { provide: ScooperDirectory, inject: [ScooperRoster], useFactory: (roster: ScooperRoster) => new RosterScooperDirectory(roster) },
        VisitPlanner,
        VisitViews,
        ServicePlanStarter,
        ServicePlanFollower,
        ServicePlanLocator,
        VisitPlannerConsumer,
        AutoOnTheWayConsumer,
        LocateServicePlanHandler,
        LocateServicePlansHandler,
        BillingStanding,
        ChangeServicePlanHandler,
        ChangeVisitHandler,
        CancelVisitHandler,
        CustomerSkipVisitHandler,
        ExtendVisitHorizonHandler,
        MarkMissedVisitsHandler,
        SaveTrashDayShiftHandler,
        DeleteTrashDayShiftHandler,
        GetServiceRecordHandler,
        WeekFiguresHandler,
        OptimiseRouteHandler,
        ChangeRouteHandler,
        ListRoutesHandler,
        GetRouteHandler,
        ...(runtime.config.runsWorker ? [ExtendVisitHorizonJob, MarkMissedVisitsJob, LocateServicePlansJob] : []),
        RecordFieldActionHandler,
        StoreVisitPhotoHandler,
        FieldRouteHandler,
        VisitPhotoHandler,
        ResendVisitReportHandler,
        GrantReturnVisitHandler,
        VisitReportMailer,
      ],
      exports: [VisitViews, ObjectStore],
    };
  }

  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(ServicePlanStarter) private readonly starter: ServicePlanStarter,
    @Inject(ServicePlanFollower) private readonly follower: ServicePlanFollower,
    @Inject(ServicePlanLocator) private readonly locator: ServicePlanLocator,
    @Inject(VisitPlannerConsumer) private readonly planner: VisitPlannerConsumer,
    @Inject(BillingStanding) private readonly billing: BillingStanding,
    @Inject(VisitReportMailer) private readonly reports: VisitReportMailer,
    @Inject(ObjectStore) private readonly files: ObjectStore,
    @Inject(AutoOnTheWayConsumer) private readonly autoOnTheWay: AutoOnTheWayConsumer,
  ) {}

  onModuleInit(): void {
    this.events.defineStream(SERVICE_PLAN_STREAM_DEFINITION).defineStream(VISIT_STREAM_DEFINITION);
    // service_plans first: a visit copies its plan's name and address when it is projected (replay keeps this order).
    this.projections.register(servicePlansProjection, visitsProjection);
    this.consumers.register(this.starter);
    this.consumers.register(this.follower);
    this.consumers.register(this.locator);
    this.consumers.register(this.planner);
    this.consumers.register(this.billing);
    this.consumers.register(this.reports);
    // Erasure takes the person's visit photos too: the files from the uploads store and their rows.
    this.projections.registerEraser(visitPhotosEraser(this.files));
    this.consumers.register(this.autoOnTheWay);
  }
}
