import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  AnalyticsBatch,
  AnalyticsQueue,
  boundedEventData,
  SendMode,
} from '../../../public-web/src/analytics/analytics-queue';

function harness(granted = true) {
  const sent: { batch: AnalyticsBatch; mode: SendMode }[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const consent = { granted };
  const queue = new AnalyticsQueue({
    allowed: () => consent.granted,
    sessionId: () => '6f1c2f9e-3c1d-4d8a-9a57-0f3c6f1e2b11',
    send: (batch, mode) => sent.push({ batch, mode }),
    schedule: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    now: () => new Date('2025-06-01T17:00:00.000Z'),
  });
  const fireTimers = () => timers.filter((t) => !t.cancelled).forEach((t) => ((t.cancelled = true), t.fn()));
  return { queue, sent, timers, consent, fireTimers };
}

describe('AnalyticsQueue', () => {
  it('queues nothing and sends nothing without analytics consent, even after consent arrives', () => {
    const { queue, sent, consent, fireTimers } = harness(false);
    expect(queue.track('page_view', '/faq')).toBe(false);
    consent.granted = true;
    fireTimers();
    queue.flush('beacon');
    expect(sent).toEqual([]);
  });

  it('sends a batch with the session id 5 s after the first event', () => {
    const { queue, sent, timers, fireTimers } = harness();
    queue.track('page_view', '/?dogs=2', { title: 'Home' });
    queue.track('button_click', '/?dogs=2', { buttonName: 'Get Free Quote', context: 'header' });
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
    fireTimers();
    expect(sent).toHaveLength(1);
    expect(sent[0].mode).toBe('fetch');
    expect(sent[0].batch).toEqual({
      sessionId: '6f1c2f9e-3c1d-4d8a-9a57-0f3c6f1e2b11',
      events: [
        { eventType: 'page_view', pageUrl: '/?dogs=2', eventData: { title: 'Home' }, occurredAt: '2025-06-01T17:00:00.000Z' },
        {
          eventType: 'button_click',
          pageUrl: '/?dogs=2',
          eventData: { buttonName: 'Get Free Quote', context: 'header' },
          occurredAt: '2025-06-01T17:00:00.000Z',
        },
      ],
    });
  });

  it('sends at once when 20 events are queued', () => {
    const { queue, sent, timers } = harness();
    for (let i = 0; i < ANALYTICS_BATCH_SIZE; i += 1) queue.track('button_click', '/', { buttonName: `b${i}` });
    expect(sent).toHaveLength(1);
    expect(sent[0].batch.events).toHaveLength(ANALYTICS_BATCH_SIZE);
    expect(timers[0].cancelled).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('flushes by beacon on page hide, and drops the queue when consent is withdrawn first', () => {
    const { queue, sent, consent } = harness();
    queue.track('page_view', '/');
    queue.flush('beacon');
    expect(sent.map((s) => s.mode)).toEqual(['beacon']);
    queue.track('page_view', '/faq');
    consent.granted = false;
    queue.flush('beacon');
    expect(sent).toHaveLength(1);
    expect(queue.size).toBe(0);
  });

  it('refuses malformed event types and trims long page URLs', () => {
    const { queue } = harness();
    expect(queue.track('Page View!', '/')).toBe(false);
    expect(queue.track('page_view', `/${'a'.repeat(600)}`)).toBe(true);
  });

  it('keeps event data under 2 KB', () => {
    expect(boundedEventData({ note: 'x'.repeat(1000) })).toEqual({ note: 'x'.repeat(300) });
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'y'.repeat(200)]));
    expect(boundedEventData(many)).toBeUndefined();
  });
});
