import { isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { Problem } from '../../../platform/http/problem';
import { SLOT_MESSAGES } from '../bookings.messages';
import { isCalendarDate } from '../../../platform/time/calendar-date';

export interface ScooperAssignmentRow {
  id: string;
  scooper_name: string;
  is_available: boolean;
  notes: string | null;
}

export interface SlotRow {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  blocked_reason: string | null;
  max_capacity: number;
  booked_count: number;
  scoopers: ScooperAssignmentRow[];
  created_at: string;
}

const dateFilter = (op: '>=' | '<=' | '=') => (value: unknown, bind: (v: unknown) => string) => {
  if (!isCalendarDate(value)) throw Problem.validation({ filter: SLOT_MESSAGES.dateInvalid });
  return `s.date ${op} ${bind(value)}::date`;
};

const BOOKED = `(select count(*)::int from calendar_bookings b where b.availability_slot_id = s.id and b.booking_status = 'confirmed')`;

/** availability_slots for the admin, with confirmed bookings counted and assigned scoopers listed. */
export const SLOTS: ResourceSpec<SlotRow> = {
  resource: 'slots',
  from: 'availability_slots s',
  select: `s.id, s.date, to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.is_available,
    s.blocked_reason, s.max_capacity, s.created_at, ${BOOKED} as booked_count,
    coalesce((select json_agg(json_build_object('id', a.id, 'scooper_name', a.scooper_name, 'is_available', a.is_available, 'notes', a.notes) order by a.created_at)
      from scooper_assignments a where a.availability_slot_id = s.id), '[]'::json) as scoopers`,
  // One expression, so a descending sort reverses date and time together.
  sortable: { date: '(s.date + s.start_time)', start_time: '(s.date + s.start_time)', id: '(s.date + s.start_time)' },
  defaultSort: ['date', 'ASC'],
  idColumn: 's.id',
  filters: {
    dateFrom: dateFilter('>='),
    dateTo: dateFilter('<='),
    date: dateFilter('='),
    available: (value) => (value === true || value === 'true' ? `(s.is_available and ${BOOKED} < s.max_capacity)` : null),
  },
  map: (row) => ({
    id: String(row.id),
    date: String(row.date),
    start_time: String(row.start_time),
    end_time: String(row.end_time),
    is_available: Boolean(row.is_available),
    blocked_reason: (row.blocked_reason as string | null) ?? null,
    max_capacity: Number(row.max_capacity),
    booked_count: Number(row.booked_count),
    scoopers: (row.scoopers as ScooperAssignmentRow[]) ?? [],
    created_at: isoOrNull(row.created_at)!,
  }),
};
