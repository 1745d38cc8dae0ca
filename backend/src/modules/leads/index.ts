export { LeadsModule } from './leads.module';
export { LEAD_EVENTS, LEAD_STREAM, leadStreamId } from './domain/lead.events';
export type { LeadEvent } from './domain/lead.events';
export { leadTrackingProjection } from './projections/lead-tracking.projection';
export { LeadViews, type LeadTrackingRow, type AreaRequestRow, type AbandonedCartRow } from './queries/lead-views';
