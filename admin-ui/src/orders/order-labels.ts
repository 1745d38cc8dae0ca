import { FREQUENCY_LABELS, YARD_LABELS, type ServiceFrequency, type YardSize } from '../../../backend/src/modules/pricing/price-table';

/** Issue 18 §18: the order's stored slugs in business language ('one-time-cleanup' → 'One-time Yard Rescue'). */
export function frequencyLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return (FREQUENCY_LABELS as Record<string, string>)[value] ?? value;
}

export function yardLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return (YARD_LABELS as Record<string, string>)[value] ?? value;
}

/** 'tuesday' → 'Tuesday'; a list reads 'Tuesday, Thursday'. */
export function dayLabels(days: readonly string[] | string | null | undefined): string | null {
  const list = Array.isArray(days) ? days : days ? [days as string] : [];
  if (!list.length) return null;
  return list.map((day) => (day ? day[0].toUpperCase() + day.slice(1).toLowerCase() : day)).join(', ');
}

/** Stripe's subscription states in business words (the order page printed 'active', 'past_due'). */
const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  paused: 'Paused',
  trialing: 'Trial',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'Expired before payment',
};

/** 'past_due' → 'Past due'; a state Stripe adds later reads as words too ('some_new_state' → 'Some new state'). */
export function subscriptionStatusLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  const words = value.replace(/[_-]+/g, ' ').trim();
  return SUBSCRIPTION_STATUS_LABELS[value] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

export type { ServiceFrequency, YardSize };
