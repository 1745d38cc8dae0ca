export const PAYMENT_KINDS = ['first', 'renewal', 'failed', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PaymentRecord {
  id: string;
  order_id: string;
  order_number: string | null;
  kind: PaymentKind;
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
  /** The payment intent charged or refunded (Stripe), and the card; null when the provider did not say. */
  payment_intent_id?: string | null;
  card_brand?: string | null;
  card_last_four?: string | null;
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex', discover: 'Discover' };

/** 'Visa ···· 4242', or null when the provider named no card. */
/** 'Visa ···· 4242' on one line (non-breaking spaces: a phone list broke it before the last four). */
export const cardOf = (record: Pick<PaymentRecord, 'card_brand' | 'card_last_four'>) =>
  record.card_last_four ? `${(record.card_brand && BRANDS[record.card_brand]) || 'Card'}\u00a0····\u00a0${record.card_last_four}` : null;

export interface PastDueRecord {
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
