import { PoolClient } from 'pg';
import { Database } from '../../platform/database/database';
import { EventStore } from '../event-store';
import { Projection } from '../projections/projection';

export interface ReplayProgress {
  projection: string;
  done: number;
  total: number;
}

export interface ReplayReport {
  projection: string;
  events: number;
  /** Rows that differ between the live tables and the rebuilt ones (0 means identical). */
  differences: Record<string, number>;
  committed: boolean;
}

export interface ReplayOptions {
  /** Compare with the live tables and roll back, leaving them untouched. */
  verify?: boolean;
  batchSize?: number;
  onProgress?: (progress: ReplayProgress) => void;
}

/**
 * Rebuilds a projection's tables from position 0 inside one transaction. Only projection code runs, so
 * no side effect (e-mail, task card, job) is ever fired again.
 */
export async function replayProjection(db: Database, store: EventStore, projection: Projection, options: ReplayOptions = {}): Promise<ReplayReport> {
  const batchSize = options.batchSize ?? 2000;
  return db
    .transaction(async (client) => {
      await client.query('set local synchronous_commit = off');
      // Locked before the copy is taken: an append that projects into these tables while the replay runs
      // waits for it, so the copy, the events read and the rebuild all see the same log.
      await client.query(`lock table ${projection.tables.map((t) => `"${t}"`).join(', ')} in access exclusive mode`);
      for (const table of projection.tables) {
        await client.query(`create temp table "live_${table}" on commit drop as select * from "${table}"`);
      }
      await client.query(`truncate ${projection.tables.map((t) => `"${t}"`).join(', ')}`);
      const [{ total }] = (await client.query<{ total: number }>('select count(*)::int as total from es_events')).rows;
      let done = 0;
      let handled = 0;
      let after = 0;
      for (;;) {
        const rows = await readBatch(client, after, batchSize);
        if (!rows.length) break;
        const events = await store.decode(rows);
        const mine = events.filter((e) => projection.handles(e.type));
        if (mine.length) await projection.apply(mine, client);
        handled += mine.length;
        done += rows.length;
        after = rows[rows.length - 1].global_position;
        options.onProgress?.({ projection: projection.name, done, total });
      }
      const differences: Record<string, number> = {};
      for (const table of projection.tables) {
        differences[table] = await countDifferences(client, comparedRows(projection, table), comparedRows(projection, table, `live_${table}`));
      }
      if (options.verify) {
        // Verification must not change what staff see: undo the rebuild by failing the transaction on purpose.
        throw new VerifiedRollback({ projection: projection.name, events: handled, differences, committed: false });
      }
      return { projection: projection.name, events: handled, differences, committed: true };
    })
    .catch((error: unknown) => {
      if (error instanceof VerifiedRollback) return error.report;
      throw error;
    });
}

class VerifiedRollback extends Error {
  constructor(readonly report: ReplayReport) {
    super('verification rollback');
  }
}

async function readBatch(client: PoolClient, after: number, limit: number) {
  const { rows } = await client.query(
    `select e.event_id, e.stream_id, e.stream_type, e.version, e.global_position, e.transaction_id::text as tx,
            e.event_type, e.data, e.metadata, e.recorded_at, s.subject_id
     from es_events e join es_streams s using (stream_id)
     where e.global_position > $1 order by e.global_position limit $2`,
    [after, limit],
  );
  return rows;
}

/**
 * How replay --verify reads one of a projection's tables to compare it: its rows, or its Projection.compareAs select.
 * `from`: the table to read, the rebuilt one (the table itself) or replay's copy of the live one.
 */
export function comparedRows(projection: Projection, table: string, from = table): string {
  return (projection.compareAs?.[table] ?? 'select * from {table}').replaceAll('{table}', `"${from}"`);
}

/** Rows that one of the two reads gives and the other lacks, both ways. */
async function countDifferences(client: PoolClient, rebuilt: string, live: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from (
       (${live} except all ${rebuilt})
       union all
       (${rebuilt} except all ${live})
     ) d`,
  );
  return rows[0].n;
}
