import { containsPattern, ResourceSpec } from '../../../platform/http/simple-rest';

export interface ScooperRow {
  id: string;
  name: string;
  assignments: number;
  last_date: string | null;
}

/** Scoopers are the distinct names staff have assigned to slots (spec 001 keeps no separate roster). */
export const SCOOPERS: ResourceSpec<ScooperRow> = {
  resource: 'scoopers',
  from: `(select min(a.scooper_name) as name, count(*)::int as assignments, max(s.date) as last_date
          from scooper_assignments a join availability_slots s on s.id = a.availability_slot_id group by lower(a.scooper_name)) x`,
  select: 'x.name, x.assignments, x.last_date',
  sortable: { name: 'x.name', id: 'x.name', assignments: 'x.assignments' },
  defaultSort: ['name', 'ASC'],
  idColumn: 'x.name',
  idType: 'text',
  filters: { q: (value, bind) => `x.name ilike ${bind(containsPattern(value))}` },
  map: (row) => ({ id: String(row.name), name: String(row.name), assignments: Number(row.assignments), last_date: (row.last_date as string | null) ?? null }),
};
