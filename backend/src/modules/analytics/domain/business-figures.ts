import { localDate } from '../../../platform/time/local-time';

/** The part of a logged event the figures read (any stream): its type, stream, data and when it happened. */
export interface FigureEvent {
  type: string;
  streamId: string;
  data: Record<string, unknown>;
  occurredAt: string;
}

export interface MonthFigures {
  /** Business-time month, 'YYYY-MM'. */
  month: string;
  /** Cents of monthly recurring revenue at the start and end of the month. */
  mrrStart: number;
  mrrEnd: number;
  newMrr: number;
  expansion: number;
  contraction: number;
  churned: number;
  activeStart: number;
  activeEnd: number;
  newCustomers: number;
  churnedCustomers: number;
  /** Churned customers / customers active at the start (null with none at the start). */
  churnRate: number | null;
}

export interface BusinessFigures {
  timeZone: string;
  months: MonthFigures[];
  mrr: number;
  activeCustomers: number;
  /** Cents of MRR per active customer (null with none). */
  arpu: number | null;
  /** ARPU / average monthly churn rate of the months shown (null while nobody churned). */
  ltv: number | null;
  recovery: { failed: number; recovered: number; rate: number | null };
  cancellationReasons: Array<{ reason: string; count: number }>;
  conversionBySource: Array<{ source: string; quotes: number; paid: number; rate: number | null }>;
}

export type MovementKind = 'new' | 'expansion' | 'contraction' | 'churned';
/** MRR moved in a business month: one subscription's movement, or a month's total of one kind (the sums are the same). */
export interface Movement {
  month: string;
  kind: MovementKind;
  amount: number;
  customers: number;
}

/** What the figures are summed from: the log folded (businessFigures) or the business_figure_* read tables (the projection). */
export interface FigureTotals {
  movements: readonly Movement[];
  failedInvoices: number;
  recoveredInvoices: number;
  cancellationReasons: ReadonlyArray<{ reason: string; count: number }>;
  leadSources: ReadonlyArray<{ source: string; quotes: number; paid: number }>;
}

/** The order events that take an order out of every figure, with all its earlier events. */
export const REMOVAL_EVENTS: readonly string[] = ['order.deleted-by-staff', 'order.expired-by-cleanup', 'order.removed-as-duplicate'];

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const monthOf = (timeZone: string, at: string) => localDate(timeZone, new Date(at)).slice(0, 7);

/** A source page as staff read it: its path without query or fragment ('/' for the home page). */
export function sourceOf(sourcePage: unknown): string {
  if (typeof sourcePage !== 'string' || !sourcePage.trim()) return '(unknown)';
  const path = sourcePage
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .split(/[?#]/)[0];
  return path || '/';
}

/** The last `count` business months ending with the one `now` falls in, oldest first. */
export function lastMonths(timeZone: string, now: Date, count: number): string[] {
  const [year, month] = localDate(timeZone, now).split('-').map(Number);
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * The dashboard's business figures, folded from the event log alone (so a replay gives the same answer), each
 * event dated in the business time zone:
 * - a subscription counts from order.payment-completed at its order's monthly rate (pricing.finalPrice), until
 *   order.subscription-status-changed to canceled (churn); any later order event carrying pricing.finalPrice
 *   changes its rate (expansion or contraction); removed orders are left out entirely;
 * - recovery: invoices that failed (order.payment-failed) and were later paid (order.renewal-paid of that invoice);
 * - cancellation reasons: service-plan.cancelled reasons;
 * - quote-to-paid conversion by source: lead.started by its source page, lead.converted of those leads.
 */
export function businessFigures(events: readonly FigureEvent[], timeZone: string, months: readonly string[]): BusinessFigures {
  return summariseFigures(foldFigureEvents(events, timeZone), timeZone, months);
}

/** The log folded into the totals the figures are summed from (what a replay gives; the projection keeps the same). */
export function foldFigureEvents(events: readonly FigureEvent[], timeZone: string): FigureTotals {
  const removed = new Set(events.filter((e) => REMOVAL_EVENTS.includes(e.type)).map((e) => e.streamId));
  const rate = new Map<string, number>();
  const subscription = new Set<string>();
  const active = new Map<string, number>();
  const movements: Movement[] = [];
  const failed = new Set<string>();
  const recovered = new Set<string>();
  const reasons = new Map<string, number>();
  const leadSource = new Map<string, string>();
  const converted = new Set<string>();

  for (const event of events) {
    if (removed.has(event.streamId)) continue;
    const month = monthOf(timeZone, event.occurredAt);
    const d = event.data;
    switch (event.type) {
      case 'order.checkout-started': {
        const pricing = (d.pricing ?? {}) as Record<string, unknown>;
        if (pricing.kind !== 'one-time') subscription.add(event.streamId);
        rate.set(event.streamId, num(pricing.finalPrice) ?? 0);
        continue;
      }
      case 'order.payment-completed':
        if (subscription.has(event.streamId) && !active.has(event.streamId)) {
          const amount = rate.get(event.streamId) ?? 0;
          active.set(event.streamId, amount);
          movements.push({ month, kind: 'new', amount, customers: 1 });
        }
        continue;
      case 'order.subscription-status-changed':
        if (d.status === 'canceled' && active.has(event.streamId)) {
          movements.push({ month, kind: 'churned', amount: active.get(event.streamId)!, customers: 1 });
          active.delete(event.streamId);
        }
        continue;
      case 'order.payment-failed':
        if (typeof d.invoiceId === 'string') failed.add(d.invoiceId);
        continue;
      case 'order.renewal-paid':
        if (typeof d.invoiceId === 'string' && failed.has(d.invoiceId)) recovered.add(d.invoiceId);
        continue;
      case 'service-plan.cancelled': {
        const reason = typeof d.reason === 'string' && d.reason.trim() ? d.reason.trim() : '(no reason)';
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        continue;
      }
      case 'lead.started':
        leadSource.set(event.streamId, sourceOf(d.sourcePage));
        continue;
      case 'lead.converted':
        converted.add(event.streamId);
        continue;
    }
    // A later change of a live subscription's price (e.g. an add-on added on the same subscription).
    const pricing = d.pricing as Record<string, unknown> | undefined;
    const newRate = event.type.startsWith('order.') && pricing ? num(pricing.finalPrice) : null;
    if (newRate !== null) {
      const before = active.get(event.streamId);
      if (before !== undefined && newRate !== before) {
        movements.push({ month, kind: newRate > before ? 'expansion' : 'contraction', amount: Math.abs(newRate - before), customers: 0 });
        active.set(event.streamId, newRate);
      }
      rate.set(event.streamId, newRate);
    }
  }

  const sources = new Map<string, { quotes: number; paid: number }>();
  for (const [lead, source] of leadSource) {
    const entry = sources.get(source) ?? { quotes: 0, paid: 0 };
    entry.quotes += 1;
    if (converted.has(lead)) entry.paid += 1;
    sources.set(source, entry);
  }
  return {
    movements,
    failedInvoices: failed.size,
    recoveredInvoices: recovered.size,
    cancellationReasons: [...reasons].map(([reason, count]) => ({ reason, count })),
    leadSources: [...sources].map(([source, { quotes, paid }]) => ({ source, quotes, paid })),
  };
}

/** The dashboard's figures for `months` from the folded totals. */
export function summariseFigures(totals: FigureTotals, timeZone: string, months: readonly string[]): BusinessFigures {
  const { movements } = totals;
  const sign = { new: 1, expansion: 1, contraction: -1, churned: -1 } as const;
  const customerSign = { new: 1, expansion: 0, contraction: 0, churned: -1 } as const;
  const figures: MonthFigures[] = months.map((month) => {
    const before = movements.filter((m) => m.month < month);
    const within = movements.filter((m) => m.month === month);
    const sum = (list: Movement[], kind: Movement['kind']) => list.filter((m) => m.kind === kind).reduce((total, m) => total + m.amount, 0);
    const count = (list: Movement[], kind: Movement['kind']) => list.filter((m) => m.kind === kind).reduce((total, m) => total + m.customers, 0);
    const mrrStart = before.reduce((total, m) => total + sign[m.kind] * m.amount, 0);
    const activeStart = before.reduce((total, m) => total + customerSign[m.kind] * m.customers, 0);
    const newMrr = sum(within, 'new');
    const expansion = sum(within, 'expansion');
    const contraction = sum(within, 'contraction');
    const churned = sum(within, 'churned');
    const newCustomers = count(within, 'new');
    const churnedCustomers = count(within, 'churned');
    return {
      month,
      mrrStart,
      mrrEnd: mrrStart + newMrr + expansion - contraction - churned,
      newMrr,
      expansion,
      contraction,
      churned,
      activeStart,
      activeEnd: activeStart + newCustomers - churnedCustomers,
      newCustomers,
      churnedCustomers,
      churnRate: activeStart ? churnedCustomers / activeStart : null,
    };
  });

  const last = figures[figures.length - 1];
  const mrr = last?.mrrEnd ?? 0;
  const activeCustomers = last?.activeEnd ?? 0;
  const arpu = activeCustomers ? Math.round(mrr / activeCustomers) : null;
  const rates = figures.map((m) => m.churnRate).filter((r): r is number => r !== null);
  const averageChurn = rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0;
  const { failedInvoices: failed, recoveredInvoices: recovered } = totals;
  return {
    timeZone,
    months: figures,
    mrr,
    activeCustomers,
    arpu,
    ltv: arpu !== null && averageChurn > 0 ? Math.round(arpu / averageChurn) : null,
    recovery: { failed, recovered, rate: failed ? recovered / failed : null },
    cancellationReasons: totals.cancellationReasons
      .filter((r) => r.count > 0)
      .map(({ reason, count }) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    conversionBySource: totals.leadSources
      .filter((s) => s.quotes > 0)
      .map(({ source, quotes, paid }) => ({ source, quotes, paid, rate: quotes ? paid / quotes : null }))
      .sort((a, b) => b.quotes - a.quotes || a.source.localeCompare(b.source)),
  };
}
