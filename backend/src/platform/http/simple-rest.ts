import type { Response } from 'express';
import { Database } from '../database/database';
import { Problem } from './problem';
import { isUuid } from './request';

/** The ra-data-simple-rest dialect: ?sort=["field","ASC"]&range=[0,24]&filter={...} and a Content-Range header. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

type FilterSql = (value: unknown, bind: (value: unknown) => string) => string | null;

export interface ResourceSpec<Row> {
  resource: string;
  /** Table, view or "table alias join ..." clause. */
  from: string;
  select: string;
  /** Field name the admin sorts by → SQL expression. */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Field name the admin filters by → SQL condition (null skips it). `id` (a list) is handled by getMany. */
  filters?: Record<string, FilterSql>;
  idColumn?: string;
  /**
   * The id column's type: 'uuid' (the default: every table's id but a few lists' names) or 'text'. getMany compares ids as
   * that type, so the column's index finds them: `id::text = any(...)` read every row (452 ms for 25 of 1,000,000 orders).
   */
  idType?: 'uuid' | 'text';
  /** A unique column appended to every sort (same direction), so rows that tie on the sort key keep one order and pages never overlap or skip. */
  tieBreaker?: string;
  /**
   * For tables of millions of rows: the page's ids are found first (an index-only scan over the sort's index, however
   * deep the page) and only those rows are read, instead of reading every skipped row. Needs `idColumn` (default id) unique.
   */
  pageByIds?: boolean;
  /**
   * Counts exactly up to this many rows and, above it, answers the planner's estimate (never below the cap + 1), so a
   * list of millions answers its Content-Range without counting them. Leave unset where a caller pages by the total.
   */
  exactCountUpTo?: number;
  /**
   * A faster way to some queries' page of ids (e.g. a search table kept beside the list's): the ids the list's own query
   * would answer, in its order, and (given exactCountUpTo) how many rows match counted up to one past it; or null to
   * run the list's own queries.
   */
  pageIds?: (db: Database, query: ListQuery, countUpTo?: number) => Promise<{ ids: unknown[]; counted?: number } | null>;
  map: (row: Record<string, unknown>) => Row;
}

const MAX_PAGE = 500;
/** A field name as the admin sends it; anything else (SQL, paths, 1 KB of text) is refused before any lookup. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The spec's own entry for a request-supplied key: `constructor` and `__proto__` are keys of every object, not of the spec. */
function own<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * `column = any($n::uuid[])` for the values that are uuids: the column's index finds them, where `column::text = any(...)`
 * (which never fails on a malformed value) read every row. A value that is not a uuid matches no row either way.
 */
export function uuidsAre(column: string, values: string[], bind: (value: unknown) => string): string {
  const ids = values.filter(isUuid);
  return ids.length ? `${column} = any(${bind(ids)}::uuid[])` : 'false';
}

/** A filter on a uuid column by one value (a reference: an order's payments, its bookings), through uuidsAre. */
export const uuidIs =
  (column: string): FilterSql =>
  (value, bind) =>
    uuidsAre(column, [String(value)], bind);

export function parseListQuery(raw: RawListQuery, defaultSort: [string, 'ASC' | 'DESC']): ListQuery {
  const sort = parseJson<[string, string]>(raw.sort, 'sort') ?? defaultSort;
  const range = parseJson<[number, number]>(raw.range, 'range') ?? [0, 24];
  const filter = parseJson<Record<string, unknown>>(raw.filter, 'filter') ?? {};
  const [field, order] = sort;
  const [start, end] = range;
  if (typeof field !== 'string' || !FIELD_NAME.test(field) || !['ASC', 'DESC'].includes(String(order).toUpperCase())) {
    throw Problem.validation({ sort: 'sort must be ["field","ASC"|"DESC"]' });
  }
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= MAX_PAGE) {
    throw Problem.validation({ range: `range must be [start,end] with at most ${MAX_PAGE} rows` });
  }
  if (typeof filter !== 'object' || Array.isArray(filter)) throw Problem.validation({ filter: 'filter must be an object' });
  const badKey = Object.keys(filter).find((key) => !FIELD_NAME.test(key));
  if (badKey !== undefined) throw Problem.validation({ filter: 'filter keys must be field names' });
  return { sort: { field, order: String(order).toUpperCase() as 'ASC' | 'DESC' }, range: { start, end }, filter };
}

/** Runs a list query for a resource and sets Content-Range; a resource costs one spec object. */
/** One page of a resource and its Content-Range header value (ra-data-simple-rest reads the total from it). */
export interface ListPage<Row> {
  rows: Row[];
  contentRange: string;
}

export async function listResource<Row>(db: Database, spec: ResourceSpec<Row>, raw: RawListQuery, res: Response): Promise<Row[]> {
  return sendListPage(res, await listPage(db, spec, raw));
}

/** Sets the page's Content-Range and answers its rows. */
export function sendListPage<Row>(res: Response, page: ListPage<Row>): Row[] {
  res.setHeader('Content-Range', page.contentRange);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows;
}

export async function listPage<Row>(db: Database, spec: ResourceSpec<Row>, raw: RawListQuery): Promise<ListPage<Row>> {
  const query = parseListQuery(raw, spec.defaultSort);
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const id = spec.idColumn ?? 'id';
  const where: string[] = [];
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'id' || field === 'ids') {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      where.push(spec.idType === 'text' ? `${id} = any(${bind(ids)}::text[])` : uuidsAre(id, ids, bind));
      continue;
    }
    const filter = own(spec.filters, field);
    if (!filter) throw Problem.validation({ filter: `cannot filter ${spec.resource} by ${field}` });
    const condition = filter(value, bind);
    if (condition) where.push(condition);
  }
  const orderBy = own(spec.sortable, query.sort.field);
  if (!orderBy) throw Problem.validation({ sort: `cannot sort ${spec.resource} by ${query.sort.field}` });
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const orderSql = `${orderBy} ${query.sort.order}${spec.tieBreaker ? `, ${spec.tieBreaker} ${query.sort.order}` : ''}`;
  const countParams = [...params];
  const limit = bind(query.range.end - query.range.start + 1);
  const offset = bind(query.range.start);
  const pageSql = spec.pageByIds
    ? `select ${spec.select} from ${spec.from} where ${id} in (select ${id} from ${spec.from} ${whereSql} order by ${orderSql} limit ${limit} offset ${offset}) order by ${orderSql}`
    : `select ${spec.select} from ${spec.from} ${whereSql} order by ${orderSql} limit ${limit} offset ${offset}`;
  const fast = spec.pageIds ? await spec.pageIds(db, query, spec.exactCountUpTo) : null;
  // Planned for this call's filters, never by name: see Database.queryPlannedPerCall (a week's visits, a month's orders).
  const pageRows = !fast
    ? db.queryPlannedPerCall(pageSql, params)
    : fast.ids.length
      ? db.queryPlannedPerCall(`select ${spec.select} from ${spec.from} where ${id} = any($1) order by ${orderSql}`, [fast.ids])
      : Promise.resolve([]);
  const [rows, counted] = await Promise.all([pageRows, countRows(db, spec, whereSql, countParams, fast?.counted)]);
  const last = rows.length ? query.range.start + rows.length - 1 : query.range.start;
  const total = counted.exact ? counted.total : Math.max(counted.total, last + 1);
  return { rows: rows.map(spec.map), contentRange: `${spec.resource} ${query.range.start}-${last}/${total}` };
}

/**
 * The list's total: exact, or above the spec's exactCountUpTo the planner's estimate (at least the cap + 1). `counted`:
 * the matching rows already counted up to the cap + 1 (by the spec's pageIds).
 */
async function countRows<Row>(
  db: Database,
  spec: ResourceSpec<Row>,
  whereSql: string,
  params: unknown[],
  counted?: number,
): Promise<{ total: number; exact: boolean }> {
  const cap = spec.exactCountUpTo;
  if (cap === undefined) {
    const [{ total }] = await db.queryPlannedPerCall<{ total: number }>(`select count(*)::int as total from ${spec.from} ${whereSql}`, params);
    return { total, exact: true };
  }
  const [{ total }] =
    counted !== undefined
      ? [{ total: counted }]
      : await db.queryPlannedPerCall<{ total: number }>(
          `select count(*)::int as total from (select 1 from ${spec.from} ${whereSql} limit ${cap + 1}) capped`,
          params,
        );
  if (total <= cap) return { total, exact: true };
  // The estimate for these values: a generic plan's would be a guess about any range.
  const [plan] = await db.queryPlannedPerCall<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `explain (format json) select 1 from ${spec.from} ${whereSql}`,
    params,
  );
  return { total: Math.max(cap + 1, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows'])), exact: false };
}

/** A timestamp column as the admin receives it: ISO 8601, or null. */
export const isoOrNull = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value == null ? null : String(value));

/** An ILIKE pattern for a search box: `%` and `_` typed into it are literal characters, not wildcards. */
export function containsPattern(value: unknown): string {
  return `%${String(value)
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseJson<T>(value: string | undefined, name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw Problem.validation({ [name]: `${name} must be JSON` });
  }
}
