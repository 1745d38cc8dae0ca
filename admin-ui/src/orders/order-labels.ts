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

export type { ServiceFrequency, YardSize };
