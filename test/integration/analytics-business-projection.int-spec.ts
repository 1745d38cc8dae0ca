import { randomUUID } from 'node:crypto';
import { comparedRows, ERASED, RecordedEvent } from '../../backend/src/event-store';
import { businessFigures, FigureEvent, summariseFigures } from '../../backend/src/modules/analytics/domain/business-figures';
import { businessFiguresProjection, readFigureTotals } from '../../backend/src/modules/analytics/projections/business-figures.projection';
import { createTestApp, TestApp } from '../support/test-app';
import { mulberry32 as random } from '../../backend/src/platform/seeded-random';

const TZ = 'America/Los_Angeles';
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const TABLES = businessFiguresProjection(TZ).tables;

interface Generated extends FigureEvent {
  subjectId: string | null;
}

/**
 * Every kind of event the figures read, over November 2025 to June 2026 (some at 23:30 local, the next UTC day):
 * subscriptions and one-time orders paid or not, price changes (also on one-time and unpaid orders), cancellations,
 * a renewal again after a cancellation, failed and recovered invoices, orders removed after all that (staff delete,
 * cleanup, duplicate), plans cancelled with and without a reason, and leads started (some twice, from another page)
 * and converted (some before their start).
 */
function generateLog(count: number): Generated[] {
  const next = random(19);
  const at = (day: number) => new Date(Date.parse('2025-11-01T08:00:00Z') + Math.floor(day) * 86_400_000 + (next() < 0.3 ? 15.5 * 3600_000 : 0));
  const dated: Array<Generated & { when: number }> = [];
  const push = (when: Date, type: string, streamId: string, data: Record<string, unknown>, subjectId: string | null = null) =>
    dated.push({ type, streamId, data, occurredAt: when.toISOString(), subjectId, when: when.getTime() + dated.length });
  for (let i = 0; i < count; i++) {
    const order = `order-${randomUUID()}`;
    let day = next() * 200;
    const kind = next() < 0.75 ? 'subscription' : 'one-time';
    push(at(day), 'order.checkout-started', order, { pricing: { kind, finalPrice: 4000 + Math.floor(next() * 100) * 50 } });
    if (next() < 0.8) push(at((day += next() * 3)), 'order.payment-completed', order, {});
    if (next() < 0.3) push(at((day += next() * 40)), 'order.subscription-changed', order, { pricing: { finalPrice: 3000 + Math.floor(next() * 100) * 50 } });
    if (next() < 0.2) {
      const invoiceId = `in_${i}`;
      push(at((day += next() * 30)), 'order.payment-failed', order, { invoiceId });
      if (next() < 0.6) push(at((day += next() * 5)), 'order.renewal-paid', order, { invoiceId });
    }
    if (next() < 0.15) push(at((day += next() * 20)), 'order.renewal-paid', order, { invoiceId: `in_never_failed_${i}` });
    if (next() < 0.35) {
      push(at((day += next() * 60)), 'order.subscription-status-changed', order, { status: 'canceled' });
      if (next() < 0.2) push(at((day += next() * 10)), 'order.payment-completed', order, {});
    }
    if (next() < 0.1) push(at((day += next() * 10)), 'order.subscription-status-changed', order, { status: 'past_due' });
    if (next() < 0.1) {
      const removal = ['order.deleted-by-staff', 'order.expired-by-cleanup', 'order.removed-as-duplicate'][Math.floor(next() * 3)];
      push(at((day += next() * 30)), removal, order, {});
      if (next() < 0.5) push(at((day += next() * 5)), 'order.payment-completed', order, {});
    }
    if (i % 3 === 0) {
      const plan = `service-plan-${randomUUID()}`;
      const reasons = ['Moving away', 'Too expensive', ' ', 'moving away', 'Moving away  '];
      push(at(next() * 240), 'service-plan.cancelled', plan, next() < 0.2 ? {} : { reason: reasons[Math.floor(next() * reasons.length)] }, `subject-${i % 7}`);
    }
    if (i % 2 === 0) {
      const lead = `lead-${randomUUID()}`;
      const pages = ['https://scvscoopers.example/?utm=x', '/blog/valencia-dog-parks#quote', '', '/', null];
      let leadDay = next() * 220;
      if (next() < 0.05) push(at(leadDay), 'lead.converted', lead, {});
      push(at((leadDay += 1)), 'lead.started', lead, { sourcePage: pages[Math.floor(next() * pages.length)] });
      if (next() < 0.2) push(at((leadDay += 1)), 'lead.started', lead, { sourcePage: pages[Math.floor(next() * pages.length)] });
      if (next() < 0.4) push(at((leadDay += 1)), 'lead.converted', lead, {});
      if (next() < 0.1) push(at((leadDay += 1)), 'lead.converted', lead, {});
      if (next() < 0.3) push(at((leadDay += 1)), 'lead.abandoned', lead, {});
    }
  }
  return dated.sort((a, b) => a.when - b.when).map(({ when: _when, ...event }) => event);
}

function recorded(event: Generated, i: number): RecordedEvent {
  return {
    eventId: randomUUID(),
    streamId: event.streamId,
    streamType: event.streamId.split('-')[0],
    version: 1,
    globalPosition: i + 1,
    transactionId: String(i + 1),
    type: event.type,
    storedType: `${event.type}.v1`,
    data: event.data,
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'generator', occurredAt: event.occurredAt, requestId: null },
    recordedAt: new Date(event.occurredAt),
    subjectId: event.subjectId,
  };
}

describe('analytics: the business_figures projection gives what folding the log gives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const emptied = () => t.database.db.query(`truncate ${TABLES.join(', ')}`);
  const projected = async (months = MONTHS) => summariseFigures(await readFigureTotals(t.database.db.pool), TZ, months);

  it('on 300 generated orders with plans and leads, one event per transaction as the appends project them', async () => {
    await emptied();
    const log = generateLog(300);
    const projection = businessFiguresProjection(TZ);
    for (const [i, event] of log.entries()) {
      await t.database.db.transaction((client) => projection.apply([recorded(event, i)], client));
    }
    const expected = businessFigures(log, TZ, MONTHS);
    for (const movement of ['newMrr', 'expansion', 'contraction', 'churned'] as const) expect(expected.months.some((m) => m[movement] > 0)).toBe(true);
    expect(expected.recovery.failed).toBeGreaterThan(0);
    expect(expected.cancellationReasons.length).toBeGreaterThan(2);
    expect(expected.conversionBySource.length).toBeGreaterThan(2);
    expect(await projected()).toEqual(expected);
    // Other windows of months read the same tables.
    const earlier = ['2025-09', '2025-10', '2025-11', '2025-12'];
    expect(await projected(earlier)).toEqual(businessFigures(log, TZ, earlier));
  }, 240_000);

  it('in replay batches gives the same tables as one event at a time', async () => {
    await emptied();
    const log = generateLog(150).map(recorded);
    const projection = businessFiguresProjection(TZ);
    for (const event of log) await t.database.db.transaction((client) => projection.apply([event], client));
    const tables = async () =>
      Promise.all(
        TABLES.map(async (table) =>
          // As replay --verify compares them: a source's rows per writing connection by their sums (Projection.compareAs).
          (await t.database.db.query(comparedRows(projection, table))).map((row) => JSON.stringify(row)).sort(),
        ),
      );
    const oneByOne = await tables();
    await emptied();
    for (let i = 0; i < log.length; i += 97) await t.database.db.transaction((client) => projection.apply(log.slice(i, i + 97), client));
    expect(await tables()).toEqual(oneByOne);
  }, 240_000);

  it('reads an erased customer’s cancellation reason as [erased], as a replay of the sealed log would', async () => {
    await emptied();
    const log = generateLog(60);
    const projection = businessFiguresProjection(TZ);
    await t.database.db.transaction((client) => projection.apply(log.map(recorded), client));
    await t.database.db.transaction((client) => projection.erase!('subject-0', client));
    const asReplayed = log.map((e) =>
      e.subjectId === 'subject-0' && e.type === 'service-plan.cancelled' && typeof e.data.reason === 'string'
        ? { ...e, data: { ...e.data, reason: ERASED } }
        : e,
    );
    const figures = await projected();
    expect(figures).toEqual(businessFigures(asReplayed, TZ, MONTHS));
    expect(figures.cancellationReasons.map((r) => r.reason)).toContain(ERASED);
  });
});
