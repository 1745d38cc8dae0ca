import { ADD_ON_CATALOGUE, ADD_ON_IDS, DOG_LABELS, FREQUENCY_LABELS, type NumberOfDogs, type ServiceFrequency, type YardSize } from '../quote/pricing';
import { weekdayLabel } from '../quote/weekdays';
import type { OrderView } from './orders-api';
import { dateFormat } from '../ui/dates';

const YARD_NAMES: Record<YardSize, string> = { small: 'Small yard', medium: 'Medium yard', large: 'Large yard' };

/** "Weekly · 2 dogs · Medium yard", or the bin service for bins-only orders. */
export function describePlan(order: OrderView): string {
  if (order.isBinOnly) return 'Trash bin service';
  const parts = [
    FREQUENCY_LABELS[order.serviceFrequency as ServiceFrequency],
    DOG_LABELS[order.numberOfDogs as NumberOfDogs],
    YARD_NAMES[order.yardSize as YardSize],
  ].filter(Boolean);
  return parts.join(' · ');
}

export function addOnLabels(order: OrderView): string[] {
  return ADD_ON_IDS.filter((id) => order.addOns?.[id]).map((id) => ADD_ON_CATALOGUE[id].label);
}

export function formatDays(days: string[]): string {
  return days.map(weekdayLabel).join(', ');
}

const SERVICE_DAY = dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Tuesday, December 2, 2025" from YYYY-MM-DD, read as a calendar date (no time zone shift). */
export function formatServiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return SERVICE_DAY(new Date(Date.UTC(year, month - 1, day)));
}

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
