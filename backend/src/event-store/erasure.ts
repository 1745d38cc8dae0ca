import { Database } from '../platform/database/database';
import { EventStore } from './event-store';
import { ErasedPerson } from './projections/projection';

export interface ErasureReport {
  subjectId: string;
  streams: string[];
}

/**
 * Erases a person: shreds every generation of their vault key (the log's sealed fields become unreadable),
 * purges read-table copies through each projection and registered eraser (those keyed by no subject find the
 * person by `person.emails`), and records a personal-data-erased event on each of their streams.
 * Job payloads carry only event ids, so Redis holds nothing to purge.
 */
export async function eraseSubject(
  db: Database,
  store: EventStore,
  subjectId: string,
  actor: string,
  person: ErasedPerson = { emails: [] },
): Promise<ErasureReport> {
  const emails = [...new Set(person.emails.map((email) => email.trim().toLowerCase()).filter((email) => email.includes('@')))];
  const streams = await db.query<{ stream_id: string; stream_type: string; version: number }>(
    'select stream_id, stream_type, version from es_streams where subject_id = $1 order by stream_id',
    [subjectId],
  );
  try {
    await db.transaction(async (client) => {
      await store.vault.erase(subjectId, actor, client);
      for (const eraser of store.projections.personalDataErasers()) await eraser.erase(subjectId, client, { emails });
    });
  } finally {
    // A reader may have cached the key while the erasure was uncommitted; forget it once the outcome is final.
    store.vault.forget(subjectId);
  }
  for (const stream of streams) {
    const type = `${stream.stream_type}.personal-data-erased`;
    if (!store.registry.has(type)) store.registry.register({ type, version: 1 });
    await store.append(stream.stream_id, stream.stream_type, 'any', [{ type, data: { subjectId } }], { metadata: { actor } });
  }
  return { subjectId, streams: streams.map((s) => s.stream_id) };
}
