import type { RaRecord } from 'react-admin';

/** A visitor outside the served ZIP codes who asked to be told when we come (GET /api/admin/area-requests). */
export interface AreaRequestRecord extends RaRecord<string> {
  zip_code: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  yard_size: string | null;
  number_of_dogs: string | null;
  selected_add_ons: unknown;
  trash_day: string | null;
  service_type: string | null;
  service_frequency: string | null;
  created_at: string;
}

/** "weekly · 2 dogs · medium yard" from whatever the visitor chose. */
export function serviceLine(record: AreaRequestRecord): string {
  return [
    record.service_type,
    record.service_frequency,
    record.number_of_dogs && `${record.number_of_dogs} dog${record.number_of_dogs === '1' ? '' : 's'}`,
    record.yard_size && `${record.yard_size} yard`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The add-ons switched on, by their keys ({deodorizing: true} → "deodorizing"). */
export function addOnsLine(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .join(', ');
}
