import { Database } from '../platform/database/database';
import { EventStore } from './event-store';

export interface ErasureReport {
  subjectId: string;
  streams: string[];
}

/**
 * Erases a person: shreds their vault key (the log's sealed fields become unreadable), purges read-table
 * copies through each projection, and records a personal-data-erased event on each of their streams.
 * Job payloads carry only event ids, so Redis holds nothing to purge.
 */
export async function eraseSubject(db: Database, store: EventStore, subjectId: string, actor: string): Promise<ErasureReport> {
  const streams = await db.query<{ stream_id: string; stream_type: string; version: number }>(
    'select stream_id, stream_type, version from es_streams where subject_id = $1 order by stream_id',
    [subjectId],
  );
  await db.transaction(async (client) => {
    await store.vault.erase(subjectId, actor, client);
    for (const eraser of store.projections.personalDataErasers()) await eraser.erase(subjectId, client);
  });
  for (const stream of streams) {
    const type = `${stream.stream_type}.personal-data-erased`;
    if (!store.registry.has(type)) store.registry.register({ type, version: 1 });
    await store.append(stream.stream_id, stream.stream_type, 'any', [{ type, data: { subjectId } }], { metadata: { actor } });
  }
  return { subjectId, streams: streams.map((s) => s.stream_id) };
}
