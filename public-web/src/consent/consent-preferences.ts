/** Spec 000 §3: localStorage key consentPreferences = { ad_storage, analytics_storage }, each granted or denied. Pure, no DOM. */
export const CONSENT_STORAGE_KEY = 'consentPreferences';

export type ConsentState = 'granted' | 'denied';

export interface ConsentPreferences {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
}

export type ConsentChoice = 'reject-all' | 'analytics-only' | 'accept-all';

export const CONSENT_CHOICES: Record<ConsentChoice, ConsentPreferences> = {
  'reject-all': { ad_storage: 'denied', analytics_storage: 'denied' },
  'analytics-only': { ad_storage: 'denied', analytics_storage: 'granted' },
  'accept-all': { ad_storage: 'granted', analytics_storage: 'granted' },
};

const isState = (value: unknown): value is ConsentState => value === 'granted' || value === 'denied';

/** The saved choice, or null when there is none or it was tampered with (then the banner asks again). */
export function parseConsent(raw: string | null): ConsentPreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { ad_storage, analytics_storage } = value as Record<string, unknown>;
    return isState(ad_storage) && isState(analytics_storage) ? { ad_storage, analytics_storage } : null;
  } catch {
    return null;
  }
}

export function analyticsGranted(preferences: ConsentPreferences | null): boolean {
  return preferences?.analytics_storage === 'granted';
}
