import { addDays } from '../../../platform/time/calendar-date';

/**
 * The next monthly charge of a subscription paid first on `paidOn`: the first monthly anniversary after `today`
 * (a 31st charges on the month's last day), or null when the plan ends before it.
 */
export function nextChargeDate(paidOn: string, today: string, endsOn: string | null = null): string | null {
  const [y, m, d] = paidOn.split('-').map(Number);
  for (let months = 1; months < 1200; months += 1) {
    const year = y + Math.floor((m - 1 + months) / 12);
    const month = ((m - 1 + months) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
    if (date > today) return endsOn && date >= endsOn ? null : date;
  }
  return addDays(today, 30);
}
