/**
 * The analytics batch queue (pure, no DOM): events wait here until 20 are queued or 5 s pass, then go out in one
 * POST /api/analytics/events; nothing is queued while consent is missing, so nothing can leak out later.
 */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
export const ANALYTICS_BATCH_SIZE = 20;
/** The server takes at most 50 events per request. */
export const ANALYTICS_MAX_PER_REQUEST = 50;
const MAX_PAGE_URL = 500;
const MAX_EVENT_DATA_BYTES = 2048;
const EVENT_TYPE_PATTERN = /^[a-z_]{1,40}$/;

export type EventData = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  eventType: string;
  pageUrl: string;
  eventData?: EventData;
  occurredAt: string;
}

export interface AnalyticsBatch {
  sessionId: string;
  events: AnalyticsEvent[];
}

/** 'beacon' when the page is going away (sendBeacon, text/plain), 'fetch' otherwise. */
export type SendMode = 'fetch' | 'beacon';

export interface AnalyticsQueueDeps {
  allowed(): boolean;
  sessionId(): string;
  send(batch: AnalyticsBatch, mode: SendMode): void;
  /** Runs fn after ms; returns a cancel function. */
  schedule(fn: () => void, ms: number): () => void;
  now(): Date;
}

/** Keeps eventData under the server's 2 KB: long strings are cut, and an oversized object is dropped. */
export function boundedEventData(data: EventData | undefined): EventData | undefined {
  if (!data) return undefined;
  const bounded: EventData = {};
  for (const [key, value] of Object.entries(data)) bounded[key] = typeof value === 'string' ? value.slice(0, 300) : value;
  return JSON.stringify(bounded).length <= MAX_EVENT_DATA_BYTES ? bounded : undefined;
}

export class AnalyticsQueue {
  private events: AnalyticsEvent[] = [];
  private cancelTimer: (() => void) | null = null;

  constructor(private readonly deps: AnalyticsQueueDeps) {}

  get size(): number {
    return this.events.length;
  }

  /** Queues an event when analytics consent is granted; returns whether it was queued. */
  track(eventType: string, pageUrl: string, eventData?: EventData): boolean {
    if (!this.deps.allowed() || !EVENT_TYPE_PATTERN.test(eventType)) return false;
    const event: AnalyticsEvent = { eventType, pageUrl: pageUrl.slice(0, MAX_PAGE_URL), occurredAt: this.deps.now().toISOString() };
    const data = boundedEventData(eventData);
    if (data) event.eventData = data;
    this.events.push(event);
    if (this.events.length >= ANALYTICS_BATCH_SIZE) this.flush('fetch');
    else if (!this.cancelTimer) this.cancelTimer = this.deps.schedule(() => this.onTimer(), ANALYTICS_FLUSH_INTERVAL_MS);
    return true;
  }

  /** Sends everything queued; drops it instead when consent was withdrawn in the meantime. */
  flush(mode: SendMode): void {
    this.stopTimer();
    if (!this.deps.allowed()) {
      this.events = [];
      return;
    }
    while (this.events.length) {
      const events = this.events.splice(0, ANALYTICS_MAX_PER_REQUEST);
      this.deps.send({ sessionId: this.deps.sessionId(), events }, mode);
    }
  }

  /** Forgets queued events (consent withdrawn). */
  clear(): void {
    this.stopTimer();
    this.events = [];
  }

  private onTimer(): void {
    this.cancelTimer = null;
    this.flush('fetch');
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
