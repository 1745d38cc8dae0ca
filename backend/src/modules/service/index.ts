export { ServiceModule } from './service.module';
export { SERVICE_PLAN_STREAM, servicePlanStreamId } from './domain/service-plan.events';
export type { ServicePlanEvent, PlanStatus } from './domain/service-plan.events';
export { VISIT_STREAM, visitStreamId } from './domain/visit.events';
export type { VisitEvent, VisitStatus } from './domain/visit.events';
export { ScooperDirectory, type ScooperFacts } from './domain/scooper-directory';
export { servicePlansProjection } from './projections/service-plans.projection';
export { visitsProjection } from './projections/visits.projection';
export { VisitViews, type VisitView } from './queries/visit-views';
