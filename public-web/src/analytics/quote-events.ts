import { useCallback, useRef } from 'react';
import { trackEvent } from './analytics-client';
import { ANALYTICS_EVENT } from './analytics-events';

/** quote_started {page, timestamp}, once per visit to the form, when the visitor first changes something in it. */
export function useQuoteStartedEvent(): () => void {
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    trackEvent(ANALYTICS_EVENT.quoteStarted, { page: window.location.pathname, timestamp: new Date().toISOString() });
  }, []);
}

export function trackServiceAreaRequest(zipCode: string): void {
  trackEvent(ANALYTICS_EVENT.serviceAreaRequest, { zipCode });
}

export function trackQuoteRequested(details: {
  serviceType: string;
  serviceFrequency: string;
  numberOfDogs: string;
  yardSize: string;
  dueToday: number;
}): void {
  trackEvent(ANALYTICS_EVENT.quoteRequested, details);
}
