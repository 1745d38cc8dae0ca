import { DEFAULT_BUSINESS, type BusinessIdentity } from '../../../backend/src/config/business';

export { SERVING_SINCE } from '../../../backend/src/config/business';
export { SERVED_TOWNS as SERVED_COMMUNITIES } from '../../../backend/src/modules/pricing/service-area';

export type SiteConfig = BusinessIdentity;

// The server's own defaults, shown until GET /api/site answers.
export const DEFAULT_SITE_CONFIG: SiteConfig = DEFAULT_BUSINESS;

const SITE_CONFIG_KEYS = Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[];

/** Keeps only non-empty string fields from the server so a partial answer never blanks a default. */
export function mergeSiteConfig(body: unknown): SiteConfig {
  const merged = { ...DEFAULT_SITE_CONFIG };
  if (typeof body !== 'object' || body === null) return merged;
  const record = body as Record<string, unknown>;
  for (const key of SITE_CONFIG_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged;
}

export async function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const response = await fetch('/api/site', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/site answered ${response.status}`);
  return mergeSiteConfig(await response.json());
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
