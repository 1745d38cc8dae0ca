import { CONSENT_STORAGE_KEY, parseConsent, type ConsentPreferences } from './consent-preferences';

type Listener = () => void;
const listeners = new Set<Listener>();
const openRequests = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, a strict browser): treat as no choice, which means nothing is tracked.
    return null;
  }
}

let current: ConsentPreferences | null = typeof window === 'undefined' ? null : parseConsent(readStorage());

/** The visitor's saved consent, or null before they choose. */
export function getConsent(): ConsentPreferences | null {
  return current;
}

export function saveConsent(preferences: ConsentPreferences): void {
  current = preferences;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences));
  } catch (error) {
    console.warn('Could not save cookie preferences:', error);
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The footer's "Cookie preferences" asks the banner to show again. */
export function requestConsentBanner(): void {
  openRequests.forEach((listener) => listener());
}

export function onConsentBannerRequest(listener: Listener): () => void {
  openRequests.add(listener);
  return () => openRequests.delete(listener);
}
