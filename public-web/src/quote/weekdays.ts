import type { Weekday } from './pricing';

export function weekdayLabel(day: Weekday | string): string {
  return day ? day[0].toUpperCase() + day.slice(1) : '';
}
