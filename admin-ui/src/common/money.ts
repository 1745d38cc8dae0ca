const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts travel in cents; staff read dollars ("$96.00"). */
export function formatCents(cents: number | null | undefined): string {
  return cents == null || !Number.isFinite(cents) ? '' : dollars.format(cents / 100);
}
