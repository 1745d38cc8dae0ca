/**
 * The business identity (DESIGN.md §12) and its defaults: one module, read by the env schema on the server
 * and by public-web before GET /api/site answers. Pure TypeScript, so both sides import it.
 */
export interface BusinessIdentity {
  name: string;
  supportEmail: string;
  supportPhone: string;
  serviceArea: string;
  hours: string;
  timeZone: string;
}

export const DEFAULT_BUSINESS: BusinessIdentity = {
  name: 'SCV Scoopers',
  supportEmail: 'support@scvscoopers.example',
  supportPhone: '(661) 555-0142',
  serviceArea: 'Santa Clarita Valley',
  hours: 'Monday to Friday, 8AM to 5PM',
  timeZone: 'America/Los_Angeles',
};

/** The site's claim "serving since 2024" (spec 000 §1). */
export const SERVING_SINCE = 2024;
