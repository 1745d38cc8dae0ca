import { ADD_ON_CATALOGUE, AddOnId, DOG_LABELS, formatCents, FREQUENCY_LABELS, NumberOfDogs, ServiceFrequency, YARD_LABELS, YardSize } from '../../pricing';

const label = <K extends string>(labels: Record<K, string>, value: unknown): string | null =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value as K] : null;

/** 'Weekly · 2 dogs · Medium (1,000–3,000 sq ft)' from whatever of the three the form or order holds. */
export function planLine(choices: { serviceFrequency?: unknown; numberOfDogs?: unknown; yardSize?: unknown }): string | null {
  const parts = [
    label<ServiceFrequency>(FREQUENCY_LABELS, choices.serviceFrequency),
    label<NumberOfDogs>(DOG_LABELS, choices.numberOfDogs),
    label<YardSize>(YARD_LABELS, choices.yardSize),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The names of the add-ons that are on. */
export function addOnNames(addOns: unknown): string[] {
  if (!addOns || typeof addOns !== 'object') return [];
  return Object.entries(addOns as Record<string, unknown>)
    .filter(([id, on]) => on === true && Object.hasOwn(ADD_ON_CATALOGUE, id))
    .map(([id]) => ADD_ON_CATALOGUE[id as AddOnId].label);
}

export const money = (cents: number | null | undefined) => (cents == null ? '—' : formatCents(Number(cents)));
