import { Database } from '../../backend/src/platform/database/database';

/** One node of a JSON query plan (explain (format json)). */
export type PlanNode = Record<string, unknown>;

/** The plan's nodes, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...((plan.Plans as PlanNode[] | undefined) ?? []).flatMap(planNodes)];
}

/**
 * The nodes of the plan a pooled connection keeps for `sql` once PostgreSQL settles on a generic one (Database.query
 * prepares each statement by name): prepared with `types`, executed and analyzed with `args` (SQL literals), under
 * `settings` (e.g. 'enable_seqscan = off'), in a transaction rolled back after.
 */
export async function genericPlan(db: Database, sql: string, call: { types: string; args: string }, settings: string[] = []): Promise<PlanNode[]> {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local plan_cache_mode = force_generic_plan');
    for (const setting of settings) await client.query(`set local ${setting}`);
    await client.query(`prepare planned(${call.types}) as ${sql}`);
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) execute planned(${call.args})`);
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.query('deallocate all').catch(() => undefined);
    client.release();
  }
}
