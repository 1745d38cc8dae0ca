import { formatOrderNumber } from '../domain/order-number';
import { ResourceSpec, uuidIs } from '../../../platform/http/simple-rest';

export type PaymentKind = 'first' | 'renewal' | 'failed' | 'refund';
export const PAYMENT_KINDS: readonly PaymentKind[] = ['first', 'renewal', 'failed', 'refund'];

/** One payment event of an order for staff (the admin resource `payments`), with the order's customer name. */
export interface AdminPayment {
  id: string;
  order_id: string;
  /** The order's short number (SCV-10427). */
  order_number: string | null;
  kind: PaymentKind;
  /** Cents; a refund's amount is what went back to the customer. */
  amount: number | null;
  currency: string;
  invoice_id: string | null;
  period_start: string | null;
  period_end: string | null;
  reason: string | null;
  recovered: boolean;
  provider_event_id: string | null;
  actor: string | null;
  occurred_at: string;
  customer_name: string | null;
  payment_provider: string | null;
  /** The payment intent charged or refunded (Stripe), and the card (null when the provider did not say). */
  payment_intent_id: string | null;
  card_brand: string | null;
  card_last_four: string | null;
}

const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);

export function toAdminPayment(row: Record<string, unknown>): AdminPayment {
  return {
    id: String(row.id),
    order_id: String(row.order_id),
    order_number: formatOrderNumber(row.order_number as string | null),
    kind: row.kind as PaymentKind,
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    currency: String(row.currency),
    invoice_id: (row.invoice_id as string | null) ?? null,
    period_start: iso(row.period_start),
    period_end: iso(row.period_end),
    reason: (row.reason as string | null) ?? null,
    recovered: Boolean(row.recovered),
    provider_event_id: (row.provider_event_id as string | null) ?? null,
    actor: (row.actor as string | null) ?? null,
    occurred_at: iso(row.occurred_at)!,
    customer_name: (row.customer_name as string | null) ?? null,
    payment_provider: (row.payment_provider as string | null) ?? null,
    payment_intent_id: (row.payment_intent_id as string | null) ?? null,
    card_brand: (row.card_brand as string | null) ?? null,
    card_last_four: (row.card_last_four as string | null) ?? null,
  };
}

export const PAYMENT_FROM =
  '(select p.*, o.customer_name, o.payment_provider, o.order_number from order_payments p left join customer_orders o on o.id = p.order_id) payments';

export const ADMIN_PAYMENTS: ResourceSpec<AdminPayment> = {
  resource: 'payments',
  from: PAYMENT_FROM,
  select: '*',
  sortable: { occurred_at: 'occurred_at', amount: 'amount', kind: 'kind', id: 'occurred_at' },
  defaultSort: ['occurred_at', 'DESC'],
  filters: {
    kind: (value, bind) => `kind = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    order_id: uuidIs('order_id'),
  },
  map: toAdminPayment,
};

/** A past-due subscription and its dunning sequence (the admin resource `past-due`). */
export interface PastDueCustomer {
  id: string;
  order_number: string | null;
  customer_name: string | null;
  customer_email: string | null;
  status: 'past-due' | 'paid' | 'cancelled';
  invoice_id: string | null;
  amount_due: number | null;
  past_due_since: string;
  reminders_sent: number[];
  last_reminder_at: string | null;
  suspended_at: string | null;
  resolved_at: string | null;
}

export function toPastDue(row: Record<string, unknown>): PastDueCustomer {
  return {
    id: String(row.order_id),
    order_number: formatOrderNumber(row.order_number as string | null),
    customer_name: (row.customer_name as string | null) ?? null,
    customer_email: (row.customer_email as string | null) ?? null,
    status: row.status as PastDueCustomer['status'],
    invoice_id: (row.invoice_id as string | null) ?? null,
    amount_due: row.amount_due === null || row.amount_due === undefined ? null : Number(row.amount_due),
    past_due_since: iso(row.past_due_since)!,
    reminders_sent: (row.reminders_sent as number[] | null) ?? [],
    last_reminder_at: iso(row.last_reminder_at),
    suspended_at: iso(row.suspended_at),
    resolved_at: iso(row.resolved_at),
  };
}

/** Past-due customers, longest overdue first; `status` shows resolved episodes too (default: only open ones). */
export const PAST_DUE: ResourceSpec<PastDueCustomer> = {
  resource: 'past-due',
  from: `(select d.*, o.customer_name, o.customer_email, o.order_number from order_dunning d join customer_orders o on o.id = d.order_id
          where o.removed_at is null and d.invoice_id is not null) dunning`,
  select: '*',
  idColumn: 'order_id',
  sortable: { past_due_since: 'past_due_since', amount_due: 'amount_due', customer_name: 'customer_name', id: 'past_due_since' },
  defaultSort: ['past_due_since', 'ASC'],
  filters: {
    status: (value, bind) => `status = ${bind(String(value))}`,
  },
  map: toPastDue,
};
