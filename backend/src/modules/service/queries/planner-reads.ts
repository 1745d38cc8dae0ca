import { Queryable } from '../../../platform/database/database';
import type { ExistingVisit } from '../domain/visit-planning';
import type { TrashDayShift } from '../domain/visit-schedule';

/** The plan's visits as the planner compares them with the schedule. */
export async function visitsOfPlan(client: Queryable, planId: string): Promise<ExistingVisit[]> {
  const { rows } = await client.query<ExistingVisit & { window_start: string; window_end: string }>(
    `select id, key, status, to_char(date, 'YYYY-MM-DD') as date, to_char(window_start, 'HH24:MI') as window_start,
       to_char(window_end, 'HH24:MI') as window_end, pinned
     from visits where plan_id = $1`,
    [planId],
  );
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    status: row.status,
    date: row.date,
    window: { start: row.window_start, end: row.window_end },
    pinned: row.pinned,
  }));
}

/** Every staff trash-day shift (a short list: a handful of holidays a year). */
export async function trashDayShifts(client: Queryable): Promise<TrashDayShift[]> {
  const { rows } = await client.query<TrashDayShift>(
    `select to_char(date, 'YYYY-MM-DD') as date, to_char(shifted_to, 'YYYY-MM-DD') as "shiftedTo" from trash_day_shifts order by date`,
  );
  return rows;
}

/** Plans the horizon job extends: every one not cancelled, plus cancelled ones (their future visits are cancelled once). */
export async function plansToExtend(client: Queryable, options: { binsOnly?: boolean } = {}): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from service_plans where status <> 'cancelled' and ($1::boolean is not true or bin_take_out or bin_bring_in) order by created_at, id`,
    [options.binsOnly ?? false],
  );
  return rows.map((row) => row.id);
}

/** Visits still open after their business-local day ended. */
export async function overdueVisits(client: Queryable, today: string, limit: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from visits where status in ('scheduled', 'assigned') and date < $1::date order by date, id limit $2`,
    [today, limit],
  );
  return rows.map((row) => row.id);
}

/** Live plans with an address but no coordinates (never located, or moved since), oldest change first: the locator's backfill. */
export async function plansToLocate(client: Queryable, limit: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from service_plans
     where lat is null and status <> 'cancelled' and zip_code ~ '^[0-9]{5}$'
     order by updated_at, id limit $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}
