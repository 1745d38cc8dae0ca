import type { PoolClient } from 'pg';
import type { Database } from '../../backend/src/platform/database/database';
import { eventually } from './eventually';

/**
 * readAll, and so every consumer, returns only events of transactions older than the server's oldest open
 * transaction, in any database: another test file's transaction can hide this file's events for a moment. These
 * wait for that (never for time), so the event-store specs run beside other files instead of alone.
 */
const WAIT_MS = 30_000;

/** Resolves once every event committed so far is below the server's oldest open transaction: one drain sees them all. */
export async function untilLogVisible(db: Database): Promise<void> {
  await eventually(
    () => db.query<{ hidden: number }>('select count(*)::int as hidden from es_events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())'),
    ([row]) => row.hidden === 0,
    'every committed event to be visible to readAll',
    WAIT_MS,
  );
}

/**
 * Commits a transaction that wrote events once it is the server's oldest open one, so its events are visible to
 * readAll the moment it commits (to the drain its NOTIFY starts): every transaction still running or yet to start
 * has a later id.
 */
export async function commitWhenOldest(client: PoolClient): Promise<void> {
  await eventually(
    () => client.query<{ oldest: boolean }>('select pg_snapshot_xmin(pg_current_snapshot()) = pg_current_xact_id() as oldest'),
    (result) => result.rows[0].oldest,
    'this transaction to be the oldest open one',
    WAIT_MS,
  );
  await client.query('commit');
}
