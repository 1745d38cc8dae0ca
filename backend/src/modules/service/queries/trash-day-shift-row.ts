import { isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { dateBound } from './list-filters';

export interface TrashDayShiftRow {
  id: string;
  date: string;
  shiftedTo: string;
  note: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export const TRASH_DAY_SHIFTS: ResourceSpec<TrashDayShiftRow> = {
  resource: 'trash-day-shifts',
  from: 'trash_day_shifts',
  select: `id, to_char(date, 'YYYY-MM-DD') as date, to_char(shifted_to, 'YYYY-MM-DD') as shifted_to, note, created_at, updated_at`,
  sortable: { date: 'date', shiftedTo: 'shifted_to', created_at: 'created_at', id: 'date' },
  defaultSort: ['date', 'ASC'],
  idColumn: 'id',
  filters: { date_gte: dateBound('date', '>=', 'date_gte'), date_lte: dateBound('date', '<=', 'date_lte') },
  map: (row) => ({
    id: String(row.id),
    date: String(row.date),
    shiftedTo: String(row.shifted_to),
    note: (row.note as string | null) ?? null,
    createdAt: isoOrNull(row.created_at),
    updatedAt: isoOrNull(row.updated_at),
  }),
};
