import { PoolClient } from 'pg';
import { Database } from '../../backend/src/platform/database/database';

/** One node of a JSON query plan (explain (format json)). */
export type PlanNode = Record<string, unknown>;

/** The plan's nodes, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...((plan.Plans as PlanNode[] | undefined) ?? []).flatMap(planNodes)];
}

/**
 * A scan of a table that reads all of it: sequential, or (sequential scans priced out) a walk of a whole index with the
 * lookup as a filter. A lookup through an index has an index condition (a bitmap scan's is on its index scan).
 */
export const readsWhole = (n: PlanNode) =>
  n['Relation Name'] !== undefined && (n['Node Type'] === 'Seq Scan' || (/^Index (Only )?Scan$/.test(String(n['Node Type'])) && !n['Index Cond']));

/** Runs `explain` on a pooled connection under `settings` (e.g. 'enable_seqscan = off'), in a transaction rolled back after. */
async function explained(db: Database, settings: string[], explain: (client: PoolClient) => Promise<{ rows: unknown[] }>): Promise<PlanNode[]> {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    for (const setting of settings) await client.query(`set local ${setting}`);
    const { rows } = (await explain(client)) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.query('deallocate all').catch(() => undefined);
    client.release();
  }
}

/** The nodes of the plan PostgreSQL makes for `sql` with these parameter values (not executed). */
export function planOf(db: Database, sql: string, params: unknown[], settings: string[] = []): Promise<PlanNode[]> {
  return explained(db, settings, (client) => client.query(`explain (format json) ${sql}`, params));
}

/**
 * The nodes of the plan a pooled connection keeps for `sql` once PostgreSQL settles on a generic one (Database.query
 * prepares each statement by name): prepared with `types`, executed and analyzed with `args` (SQL literals).
 */
export function genericPlan(db: Database, sql: string, call: { types: string; args: string }, settings: string[] = []): Promise<PlanNode[]> {
  return explained(db, ['plan_cache_mode = force_generic_plan', ...settings], async (client) => {
    await client.query(`prepare planned(${call.types}) as ${sql}`);
    return client.query(`explain (analyze, format json) execute planned(${call.args})`);
  });
}
