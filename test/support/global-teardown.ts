import { Pool } from 'pg';

/** Drops every database this run created, then stops embedded servers it started. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.SCV_TEST_PG_URL;
  const runId = process.env.SCV_TEST_RUN_ID;
  if (url && runId) {
    const admin = new Pool({ connectionString: url, max: 1 });
    const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`scv_%${runId}%`]);
    for (const { datname } of rows.rows) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    await admin.end();
  }
  await (globalThis as { __scvStopServers?: () => Promise<void> }).__scvStopServers?.();
}
