import { businessFigures, FigureEvent, lastMonths, sourceOf } from './business-figures';
import { mulberry32 as random } from '../../../platform/seeded-random';

const TZ = 'America/Los_Angeles';
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

interface Generated {
  stream: string;
  price: number;
  start: Date;
  /** A later price, and when. */
  change: { at: Date; price: number } | null;
  end: Date | null;
}

/** Instants spread over December 2025 to June 2026, some at 23:30 local (the next day in UTC), to test business-time months. */
function generate(count: number): Generated[] {
  const next = random(17);
  const day = (offset: number) => new Date(Date.parse('2025-12-01T08:00:00Z') + Math.floor(offset) * 86_400_000 + (next() < 0.3 ? 15.5 * 3600_000 : 0));
  return Array.from({ length: count }, (_, i) => {
    const startDay = next() * 200;
    const start = day(startDay);
    const price = 4000 + Math.floor(next() * 200) * 5;
    const changeAt = next() < 0.4 ? day(startDay + 1 + next() * 60) : null;
    const endAt = next() < 0.45 ? day(startDay + 2 + next() * 90) : null;
    const change = changeAt && (!endAt || changeAt < endAt) ? { at: changeAt, price: price + (next() < 0.5 ? 995 : -500) } : null;
    return { stream: `order-${i}`, price, start, change, end: endAt };
  });
}

function eventsOf(subs: Generated[]): FigureEvent[] {
  const events: FigureEvent[] = [];
  for (const s of subs) {
    const at = (d: Date) => d.toISOString();
    events.push({
      type: 'order.checkout-started',
      streamId: s.stream,
      data: { pricing: { kind: 'subscription', finalPrice: s.price } },
      occurredAt: at(new Date(s.start.getTime() - 60_000)),
    });
    events.push({ type: 'order.payment-completed', streamId: s.stream, data: {}, occurredAt: at(s.start) });
    if (s.change)
      events.push({ type: 'order.subscription-changed', streamId: s.stream, data: { pricing: { finalPrice: s.change.price } }, occurredAt: at(s.change.at) });
    if (s.end) events.push({ type: 'order.subscription-status-changed', streamId: s.stream, data: { status: 'canceled' }, occurredAt: at(s.end) });
  }
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}

/** The hand computation: at each instant, sum the rates of the subscriptions running then. */
function handMrrAt(subs: Generated[], instant: number): { mrr: number; active: number } {
  let mrr = 0;
  let active = 0;
  for (const s of subs) {
    if (s.start.getTime() >= instant || (s.end && s.end.getTime() < instant)) continue;
    active += 1;
    mrr += s.change && s.change.at.getTime() < instant ? s.change.price : s.price;
  }
  return { mrr, active };
}

/** Local midnight (PST/PDT) that starts a business month. */
const monthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  const utcGuess = Date.UTC(y, m - 1, 1, 8);
  // 08:00Z is local midnight in PST; in PDT local midnight is 07:00Z.
  return new Date(utcGuess).toLocaleString('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }) === '0' ? utcGuess : utcGuess - 3600_000;
};
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}`;
};

describe('business figures', () => {
  const subs = generate(120);
  const figures = businessFigures(eventsOf(subs), TZ, MONTHS);

  it('MRR and active customers at each business month start and end match the hand computation', () => {
    for (const m of figures.months) {
      const start = handMrrAt(subs, monthStart(m.month));
      const end = handMrrAt(subs, monthStart(nextMonth(m.month)));
      expect({ month: m.month, mrrStart: m.mrrStart, mrrEnd: m.mrrEnd, activeStart: m.activeStart, activeEnd: m.activeEnd }).toEqual({
        month: m.month,
        mrrStart: start.mrr,
        mrrEnd: end.mrr,
        activeStart: start.active,
        activeEnd: end.active,
      });
    }
  });

  it('the movement adds up, and new and churned customers are counted by business month', () => {
    for (const m of figures.months) {
      expect(m.mrrStart + m.newMrr + m.expansion - m.contraction - m.churned).toBe(m.mrrEnd);
      const from = monthStart(m.month);
      const to = monthStart(nextMonth(m.month));
      const within = (d: Date | null | undefined) => !!d && d.getTime() >= from && d.getTime() < to;
      expect(m.newCustomers).toBe(subs.filter((s) => within(s.start)).length);
      expect(m.churnedCustomers).toBe(subs.filter((s) => within(s.end)).length);
      expect(m.newMrr).toBe(subs.filter((s) => within(s.start)).reduce((t, s) => t + s.price, 0));
      const ups = subs.filter((s) => s.change && within(s.change.at) && s.change.price > s.price);
      expect(m.expansion).toBe(ups.reduce((t, s) => t + s.change!.price - s.price, 0));
      expect(m.churnRate).toBe(m.activeStart ? m.churnedCustomers / m.activeStart : null);
    }
    expect(figures.months.some((m) => m.expansion > 0 && m.contraction > 0 && m.churned > 0)).toBe(true);
  });

  it('ARPU and LTV follow from the last month and the average churn', () => {
    const last = figures.months[figures.months.length - 1];
    expect(figures.mrr).toBe(last.mrrEnd);
    expect(figures.arpu).toBe(Math.round(last.mrrEnd / last.activeEnd));
    const rates = figures.months.map((m) => m.churnRate).filter((r): r is number => r !== null);
    expect(figures.ltv).toBe(Math.round(figures.arpu! / (rates.reduce((a, b) => a + b, 0) / rates.length)));
  });

  it('counts recovered invoices, cancellation reasons and conversion by source page', () => {
    const at = '2026-03-10T18:00:00Z';
    const e = (type: string, streamId: string, data: Record<string, unknown>): FigureEvent => ({ type, streamId, data, occurredAt: at });
    const result = businessFigures(
      [
        e('order.payment-failed', 'order-a', { invoiceId: 'in_1' }),
        e('order.payment-failed', 'order-a', { invoiceId: 'in_2' }),
        e('order.payment-failed', 'order-b', { invoiceId: 'in_3' }),
        e('order.renewal-paid', 'order-a', { invoiceId: 'in_1' }),
        e('order.renewal-paid', 'order-b', { invoiceId: 'in_9' }),
        e('service-plan.cancelled', 'service-plan-1', { reason: 'Moving away' }),
        e('service-plan.cancelled', 'service-plan-2', { reason: 'Too expensive' }),
        e('service-plan.cancelled', 'service-plan-3', { reason: 'Moving away' }),
        e('lead.started', 'lead-1', { sourcePage: '/' }),
        e('lead.started', 'lead-2', { sourcePage: '/?utm_source=x' }),
        e('lead.started', 'lead-3', { sourcePage: 'https://scv.example/dog-poop-removal-valencia' }),
        e('lead.started', 'lead-4', { sourcePage: '/' }),
        e('lead.converted', 'lead-1', {}),
        e('lead.converted', 'lead-3', {}),
      ],
      TZ,
      ['2026-03'],
    );
    expect(result.recovery).toEqual({ failed: 3, recovered: 1, rate: 1 / 3 });
    expect(result.cancellationReasons).toEqual([
      { reason: 'Moving away', count: 2 },
      { reason: 'Too expensive', count: 1 },
    ]);
    expect(result.conversionBySource).toEqual([
      { source: '/', quotes: 3, paid: 1, rate: 1 / 3 },
      { source: '/dog-poop-removal-valencia', quotes: 1, paid: 1, rate: 1 },
    ]);
  });

  it('leaves removed orders and one-time orders out', () => {
    const e = (type: string, streamId: string, data: Record<string, unknown>, occurredAt = '2026-03-02T18:00:00Z'): FigureEvent => ({
      type,
      streamId,
      data,
      occurredAt,
    });
    const result = businessFigures(
      [
        e('order.checkout-started', 'order-x', { pricing: { kind: 'subscription', finalPrice: 9600 } }),
        e('order.payment-completed', 'order-x', {}),
        e('order.deleted-by-staff', 'order-x', {}),
        e('order.checkout-started', 'order-y', { pricing: { kind: 'one-time', finalPrice: 9000 } }),
        e('order.payment-completed', 'order-y', {}),
      ],
      TZ,
      ['2026-03'],
    );
    expect([result.mrr, result.activeCustomers, result.arpu, result.ltv]).toEqual([0, 0, null, null]);
  });

  it('names months and sources in business terms', () => {
    // 1 July 2026 05:00 UTC is still 30 June in Santa Clarita.
    expect(lastMonths(TZ, new Date('2026-07-01T05:00:00Z'), 3)).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(lastMonths(TZ, new Date('2026-02-10T05:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect([sourceOf(''), sourceOf('/faq#x'), sourceOf('http://a.example')]).toEqual(['(unknown)', '/faq', '/']);
  });
});
