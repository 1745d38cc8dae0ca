import { Problem } from '../../../platform/http/problem';
import { uuidsAre } from '../../../platform/http/simple-rest';
import { isCalendarDate } from '../../../platform/time/calendar-date';

type Bind = (value: unknown) => string;

const MAX_FILTER = 200;

/** A text filter value, one or a list; longer than any real value is refused rather than searched. */
export function values(value: unknown, field: string): string[] {
  const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : ''));
  if (list.length > 50 || list.some((v) => v.length > MAX_FILTER)) throw Problem.validation({ filter: `${field} is too long` });
  return list;
}

export const oneOf = (column: string, field: string) => (value: unknown, bind: Bind) => `${column} = any(${bind(values(value, field))})`;

export const textIs = (column: string, field: string) => (value: unknown, bind: Bind) => `${column}::text = any(${bind(values(value, field))})`;

/** A uuid column is one of the values, one or a list (those that are uuids), through its index (uuidsAre). */
export const uuidOneOf = (column: string, field: string) => (value: unknown, bind: Bind) => uuidsAre(column, values(value, field), bind);

/**
 * A day bound of the visits list that also bounds the board's order ((date + window_start), a time of that day), so a
 * week sorted as the board sorts it is one range of visits_board_order_idx instead of a scan from the first visit.
 */
export const visitDayBound = (op: '>=' | '<=', field: string) => (value: unknown, bind: Bind) => {
  if (!isCalendarDate(value)) throw Problem.validation({ filter: `${field} must be a date as YYYY-MM-DD` });
  const day = bind(value);
  return op === '>='
    ? `v.date >= ${day}::date and (v.date + v.window_start) >= ${day}::date`
    : `v.date <= ${day}::date and (v.date + v.window_start) < ${day}::date + 1`;
};

export const dateBound = (column: string, op: '>=' | '<=', field: string) => (value: unknown, bind: Bind) => {
  if (!isCalendarDate(value)) throw Problem.validation({ filter: `${field} must be a date as YYYY-MM-DD` });
  return `${column} ${op} ${bind(value)}::date`;
};
