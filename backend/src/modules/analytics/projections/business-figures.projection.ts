import { ERASED, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { localDate } from '../../../platform/time/local-time';
import { FigureTotals, Movement, MovementKind, REMOVAL_EVENTS, sourceOf } from '../domain/business-figures';

const TABLES = [
  'business_figure_orders',
  'business_figure_movements',
  'business_figure_months',
  'business_figure_invoices',
  'business_figure_cancellations',
  'business_figure_leads',
  'business_figure_sources',
];

/**
 * A source's counts are kept in one row per writing connection (1763700091000): concurrent leads from one source do not
 * wait on each other's row. Only the sum of a source's rows means anything (readFigureTotals sums them).
 */
const SOURCE_SLOT = 'pg_backend_pid() % 64';
/** Each source's counts: the sums of its rows (in `table`, business_figure_sources or replay's copy of it). */
const sourceSums = (table: string) => `select source, sum(quotes)::int as quotes, sum(paid)::int as paid from ${table} group by source`;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

interface OrderState {
  subscription: boolean;
  rate: number;
  active_amount: number | null;
  removed: boolean;
}

/**
 * The dashboard's business figures kept as read tables, inline with the order, lead and service-plan appends: the same
 * rules as the pure fold (domain/business-figures.ts, foldFigureEvents), one event at a time. A removed order takes
 * its movements back out of the month totals and its invoices out of recovery, as the fold leaves it out entirely.
 * Months are business-time months of `timeZone`; after a change of the business time zone, replay the projection.
 */
export function businessFiguresProjection(timeZone: string): Projection {
  const monthOf = (at: string) => localDate(timeZone, new Date(at)).slice(0, 7);
  return {
    name: 'business_figures',
    tables: TABLES,
    independent: true,
    handles: (type) => type.startsWith('order.') || type.startsWith('lead.') || type.startsWith('service-plan.'),
    async apply(events: RecordedEvent[], client: Queryable) {
      for (const event of events) await applyOne(event, client, monthOf);
    },
    // A source's rows per writing connection differ from a replay's; their sums are the figures.
    compareAs: { business_figure_sources: sourceSums('{table}') },
    // A cancellation's reason is sealed in the log: after the erasure a replay reads it as [erased], and so does this table.
    async erase(subjectId, client) {
      await client.query(`update business_figure_cancellations set reason = $2 where subject_id = $1 and stated`, [subjectId, ERASED]);
    },
  };
}

async function applyOne(event: RecordedEvent, client: Queryable, monthOf: (at: string) => string): Promise<void> {
  const d = event.data as Record<string, unknown>;
  const stream = event.streamId;
  if (event.type.startsWith('service-plan.')) {
    if (event.type !== 'service-plan.cancelled') return;
    const reason = typeof d.reason === 'string' && d.reason.trim() ? d.reason.trim() : '(no reason)';
    await client.query(
      `insert into business_figure_cancellations (event_id, subject_id, reason, stated) values ($1, $2, $3, $4) on conflict (event_id) do nothing`,
      [event.eventId, event.subjectId, reason, typeof d.reason === 'string'],
    );
    return;
  }
  if (event.type.startsWith('lead.')) return applyLead(event, client);
  // A checkout starts an order's stream: one upsert instead of a locked read and a write (a round trip fewer inside
  // every checkout's transaction). The same rule as below: a removed order stays removed, a subscription stays one,
  // the rate is the checkout's, the active amount is kept.
  if (event.type === 'order.checkout-started') {
    const pricing = (d.pricing ?? {}) as Record<string, unknown>;
    await client.query(
      `insert into business_figure_orders (stream_id, subscription, rate, active_amount) values ($1, $2, $3, null)
       on conflict (stream_id) do update set subscription = business_figure_orders.subscription or excluded.subscription, rate = excluded.rate
       where not business_figure_orders.removed`,
      [stream, pricing.kind !== 'one-time', num(pricing.finalPrice) ?? 0],
    );
    return;
  }

  const [state] = (
    await client.query<OrderState>(
      `select subscription, rate::float8 as rate, active_amount::float8 as active_amount, removed from business_figure_orders where stream_id = $1 for update`,
      [stream],
    )
  ).rows;
  if (state?.removed) return;
  if (REMOVAL_EVENTS.includes(event.type)) return removeOrder(stream, client);
  const current: OrderState = state ?? { subscription: false, rate: 0, active_amount: null, removed: false };
  const month = monthOf(event.metadata.occurredAt);
  const save = (next: OrderState) =>
    client.query(
      `insert into business_figure_orders (stream_id, subscription, rate, active_amount) values ($1, $2, $3, $4)
       on conflict (stream_id) do update set subscription = excluded.subscription, rate = excluded.rate, active_amount = excluded.active_amount`,
      [stream, next.subscription, next.rate, next.active_amount],
    );
  switch (event.type) {
    case 'order.payment-completed':
      if (current.subscription && current.active_amount === null) {
        await save({ ...current, active_amount: current.rate });
        await move(client, stream, { month, kind: 'new', amount: current.rate, customers: 1 });
      }
      return;
    case 'order.subscription-status-changed':
      if (d.status === 'canceled' && current.active_amount !== null) {
        await move(client, stream, { month, kind: 'churned', amount: current.active_amount, customers: 1 });
        await save({ ...current, active_amount: null });
      }
      return;
    case 'order.payment-failed':
      if (typeof d.invoiceId === 'string') {
        await client.query(`insert into business_figure_invoices (invoice_id, failed_stream) values ($1, $2) on conflict (invoice_id) do nothing`, [
          d.invoiceId,
          stream,
        ]);
      }
      return;
    case 'order.renewal-paid':
      if (typeof d.invoiceId === 'string') {
        await client.query(`update business_figure_invoices set recovered_stream = coalesce(recovered_stream, $2) where invoice_id = $1`, [
          d.invoiceId,
          stream,
        ]);
      }
      return;
  }
  // A later change of a live subscription's price (e.g. an add-on added on the same subscription).
  const pricing = d.pricing as Record<string, unknown> | undefined;
  const newRate = pricing ? num(pricing.finalPrice) : null;
  if (newRate === null) return;
  const before = current.active_amount;
  if (before !== null && newRate !== before) {
    await move(client, stream, { month, kind: newRate > before ? 'expansion' : 'contraction', amount: Math.abs(newRate - before), customers: 0 });
    await save({ ...current, rate: newRate, active_amount: newRate });
  } else await save({ ...current, rate: newRate });
}

async function move(client: Queryable, stream: string, m: Movement): Promise<void> {
  await client.query(`insert into business_figure_movements (stream_id, month, kind, amount, customers) values ($1, $2, $3, $4, $5)`, [
    stream,
    m.month,
    m.kind,
    m.amount,
    m.customers,
  ]);
  await addToMonth(client, m.month, m.kind, m.amount, m.customers);
}

function addToMonth(client: Queryable, month: string, kind: MovementKind, amount: number, customers: number) {
  return client.query(
    `insert into business_figure_months (month, kind, amount, customers) values ($1, $2, $3, $4)
     on conflict (month, kind) do update set amount = business_figure_months.amount + excluded.amount,
       customers = business_figure_months.customers + excluded.customers`,
    [month, kind, amount, customers],
  );
}

/** The order leaves every figure: its movements come out of the month totals, its failed and recovered invoices out of recovery. */
async function removeOrder(stream: string, client: Queryable): Promise<void> {
  const moved = (
    await client.query<{ month: string; kind: MovementKind; amount: number; customers: number }>(
      `delete from business_figure_movements where stream_id = $1 returning month, kind, amount::float8 as amount, customers`,
      [stream],
    )
  ).rows;
  for (const m of moved) await addToMonth(client, m.month, m.kind, -m.amount, -m.customers);
  await client.query(`delete from business_figure_invoices where failed_stream = $1`, [stream]);
  await client.query(`update business_figure_invoices set recovered_stream = null where recovered_stream = $1`, [stream]);
  await client.query(
    `insert into business_figure_orders (stream_id, removed, active_amount) values ($1, true, null)
     on conflict (stream_id) do update set removed = true, active_amount = null`,
    [stream],
  );
}

async function applyLead(event: RecordedEvent, client: Queryable): Promise<void> {
  if (event.type !== 'lead.started' && event.type !== 'lead.converted') return;
  if (event.type === 'lead.started' && event.version === 1) {
    // A lead's first event finds no row of its own: the row and its source's count in one statement, without the locked
    // read. Should the row be there after all, nothing is written and the usual path below corrects the counts.
    const { rowCount } = await client.query(
      `with lead as (insert into business_figure_leads (stream_id, source, converted) values ($1, $2, false) on conflict (stream_id) do nothing returning source)
       insert into business_figure_sources (source, slot, quotes, paid) select source, ${SOURCE_SLOT}, 1, 0 from lead
       on conflict (source, slot) do update set quotes = business_figure_sources.quotes + 1`,
      [event.streamId, sourceOf((event.data as Record<string, unknown>).sourcePage)],
    );
    if (rowCount) return;
  }
  const [lead] = (
    await client.query<{ source: string | null; converted: boolean }>(`select source, converted from business_figure_leads where stream_id = $1 for update`, [
      event.streamId,
    ])
  ).rows;
  const source = lead?.source ?? null;
  const converted = lead?.converted ?? false;
  const count = (at: string, quotes: number, paid: number) =>
    client.query(
      `insert into business_figure_sources (source, slot, quotes, paid) values ($1, ${SOURCE_SLOT}, $2, $3)
       on conflict (source, slot) do update set quotes = business_figure_sources.quotes + excluded.quotes, paid = business_figure_sources.paid + excluded.paid`,
      [at, quotes, paid],
    );
  if (event.type === 'lead.started') {
    const next = sourceOf((event.data as Record<string, unknown>).sourcePage);
    if (source !== null && source !== next) await count(source, -1, converted ? -1 : 0);
    if (source !== next) await count(next, 1, converted ? 1 : 0);
    await client.query(
      `insert into business_figure_leads (stream_id, source, converted) values ($1, $2, $3) on conflict (stream_id) do update set source = excluded.source`,
      [event.streamId, next, converted],
    );
    return;
  }
  if (converted) return;
  if (source !== null) await count(source, 0, 1);
  await client.query(
    `insert into business_figure_leads (stream_id, source, converted) values ($1, null, true) on conflict (stream_id) do update set converted = true`,
    [event.streamId],
  );
}

/** The folded totals as the read tables hold them (the month totals stand in for the movements: the sums are the same). */
export async function readFigureTotals(client: Queryable): Promise<FigureTotals> {
  const [months, invoices, reasons, sources] = await Promise.all([
    client.query<Movement>(`select month, kind, amount::float8 as amount, customers from business_figure_months`),
    client.query<{ failed: number; recovered: number }>(
      `select count(*)::int as failed, count(recovered_stream)::int as recovered from business_figure_invoices`,
    ),
    client.query<{ reason: string; count: number }>(`select reason, count(*)::int as count from business_figure_cancellations group by reason`),
    client.query<{ source: string; quotes: number; paid: number }>(`${sourceSums('business_figure_sources')} having sum(quotes) > 0`),
  ]);
  return {
    movements: months.rows,
    failedInvoices: invoices.rows[0].failed,
    recoveredInvoices: invoices.rows[0].recovered,
    cancellationReasons: reasons.rows,
    leadSources: sources.rows,
  };
}
