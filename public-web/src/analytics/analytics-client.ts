import { sendBeaconJson } from '../leads/beacon';
import { getConsent, subscribeConsent } from '../consent/consent-store';
import { analyticsGranted } from '../consent/consent-preferences';
import { AnalyticsQueue, type AnalyticsBatch, type EventData, type SendMode } from './analytics-queue';
import { analyticsSessionId } from './analytics-session';

export const ANALYTICS_EVENTS_URL = '/api/analytics/events';

function send(batch: AnalyticsBatch, mode: SendMode): void {
  if (mode === 'beacon') {
    sendBeaconJson(ANALYTICS_EVENTS_URL, batch);
    return;
  }
  fetch(ANALYTICS_EVENTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
    credentials: 'same-origin',
    keepalive: true,
  }).catch((error: unknown) => console.warn('Analytics batch not sent:', error));
}

const queue = new AnalyticsQueue({
  allowed: () => analyticsGranted(getConsent()),
  sessionId: analyticsSessionId,
  send,
  schedule: (fn, ms) => {
    const timer = window.setTimeout(fn, ms);
    return () => window.clearTimeout(timer);
  },
  now: () => new Date(),
});

subscribeConsent(() => {
  if (!analyticsGranted(getConsent())) queue.clear();
});

/** The page a visitor is on: path and query, never the hash. */
export function currentPageUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Records one analytics event for the current page; a no-op unless the visitor granted analytics consent. */
export function trackEvent(eventType: string, eventData?: EventData): boolean {
  return queue.track(eventType, currentPageUrl(), eventData);
}

/** Sends what is queued; 'beacon' when the page is being hidden or closed. */
export function flushAnalytics(mode: SendMode): void {
  queue.flush(mode);
}

export function analyticsAllowed(): boolean {
  return analyticsGranted(getConsent());
}
