/** Labels of the payments and past-due screens (issue 17). */
export const paymentsMessages = {
  name: 'Payment |||| Payments',
  fields: {
    facts: 'Payment details',
    kind: 'Kind',
    amount: 'Amount',
    customer_name: 'Customer',
    order_id: 'Order',
    invoice_id: 'Invoice',
    period: 'Period',
    period_start: 'Period start',
    period_end: 'Period end',
    reason: 'Reason',
    recovered: 'Recovered',
    provider_event_id: 'Provider event',
    actor: 'Recorded by',
    occurred_at: 'When',
    payment_provider: 'Provider',
  },
  kinds: { first: 'First payment', renewal: 'Renewal', failed: 'Failed', refund: 'Refund' },
  recovered: 'Paid after failing',
  empty: {
    title: 'No payments yet',
    explanation: 'First payments, renewals, failed charges and refunds appear here as the payment provider reports them.',
  },
  order_section: 'Payments',
  order_empty: 'No payments on this order yet.',
  sandbox: {
    title: 'Sandbox billing',
    explanation: 'Try the lifecycle offline: each button sends a signed Stripe-shaped event for this sandbox order to the webhook.',
    'renewal-paid': 'Renewal paid',
    'payment-failed': 'Card declined',
    'subscription-deleted': 'Subscription ended',
    done: 'Sent %{type}: %{outcome}',
  },
};

export const pastDueMessages = {
  name: 'Past-due customer |||| Past-due customers',
  fields: {
    customer_name: 'Customer',
    customer_email: 'E-mail',
    amount_due: 'Amount due',
    past_due_since: 'Past due since',
    reminders_sent: 'Reminders sent',
    last_reminder_at: 'Last reminder',
    suspended_at: 'Visits suspended',
    status: 'Status',
  },
  status: { 'past-due': 'Past due', paid: 'Paid', cancelled: 'Cancelled' },
  sequence: {
    none: 'Waiting for business hours',
    sent: 'Day %{days} sent',
    suspended: 'Visits suspended',
  },
  empty: {
    title: 'No past-due customers',
    explanation: 'When a renewal charge fails, the customer appears here with their reminder sequence until they pay.',
  },
};
