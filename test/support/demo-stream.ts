import { FakeClock } from '../../backend/src/platform/clock';
import { Database, Queryable } from '../../backend/src/platform/database/database';
import { EventRegistry } from '../../backend/src/event-store/event-registry';
import { EventStore } from '../../backend/src/event-store/event-store';
import { Projection, ProjectionRegistry } from '../../backend/src/event-store/projections/projection';
import { RecordedEvent } from '../../backend/src/event-store/types';
import { ERASED, PersonalDataVault } from '../../backend/src/event-store/vault/personal-data-vault';

/**
 * A small fixture domain for testing the event store itself: 'demo' streams whose opening event carries
 * personal fields, and an inline projection 'demo_summary' with one row per stream.
 */
export const DEMO_EVENTS = [
  { type: 'demo.opened', version: 1, personalFields: ['email', 'name', 'phone'] },
  { type: 'demo.noted', version: 1 },
];

export interface DemoSummaryRow {
  stream_id: string;
  email: string;
  name: string;
  phone: string;
  notes: number;
  last_event: string;
  subject_id: string | null;
}

export async function createDemoTables(db: Database): Promise<void> {
  await db.query(`create table if not exists demo_summary (
    stream_id text primary key, email text, name text, phone text, notes int not null default 0,
    last_event text not null, subject_id uuid)`);
  await db.query('create table if not exists demo_effects (event_id uuid not null, handled_by text not null, at timestamptz default now())');
}

/** Folds a batch in memory per stream, then writes each touched row once (set-based, as replay needs). */
export const demoSummaryProjection: Projection = {
  name: 'demo_summary',
  tables: ['demo_summary'],
  handles: (type) => type.startsWith('demo.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    const ids = [...new Set(events.map((e) => e.streamId))];
    const { rows } = await client.query<DemoSummaryRow>('select * from demo_summary where stream_id = any($1)', [ids]);
    const state = new Map(rows.map((r) => [r.stream_id, r]));
    for (const e of events) {
      const row = state.get(e.streamId) ?? ({ stream_id: e.streamId, notes: 0 } as DemoSummaryRow);
      if (e.type === 'demo.opened') Object.assign(row, { email: e.data.email, name: e.data.name, phone: e.data.phone, subject_id: e.data.subjectId ?? null });
      if (e.type === 'demo.noted') row.notes += 1;
      if (e.type === 'demo.personal-data-erased') Object.assign(row, { email: ERASED, name: ERASED, phone: ERASED });
      row.last_event = e.type;
      state.set(e.streamId, row);
    }
    const list = [...state.values()];
    await client.query(
      `insert into demo_summary (stream_id, email, name, phone, notes, last_event, subject_id)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::uuid[])
       on conflict (stream_id) do update set email = excluded.email, name = excluded.name, phone = excluded.phone,
         notes = excluded.notes, last_event = excluded.last_event, subject_id = excluded.subject_id`,
      [
        list.map((r) => r.stream_id),
        list.map((r) => r.email ?? null),
        list.map((r) => r.name ?? null),
        list.map((r) => r.phone ?? null),
        list.map((r) => r.notes),
        list.map((r) => r.last_event),
        list.map((r) => r.subject_id ?? null),
      ],
    );
  },
  async erase(subjectId, client) {
    await client.query('update demo_summary set email = $2, name = $2, phone = $2 where subject_id = $1', [subjectId, ERASED]);
  },
};

export function createDemoStore(db: Database, options: { inline?: boolean } = {}) {
  const clock = new FakeClock();
  const registry = new EventRegistry().register(...DEMO_EVENTS);
  const projections = new ProjectionRegistry();
  if (options.inline !== false) projections.register(demoSummaryProjection);
  const vault = new PersonalDataVault(db, Buffer.alloc(32, 7), clock);
  const store = new EventStore(db, registry, vault, projections, clock);
  return { store, registry, projections, vault, clock };
}
