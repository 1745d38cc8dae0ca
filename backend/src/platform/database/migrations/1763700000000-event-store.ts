import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create sequence es_global_position`);
    await q.query(`
      create table es_streams (
        stream_id text primary key,
        stream_type text not null,
        version bigint not null,
        subject_id uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index es_streams_type_idx on es_streams (stream_type)`);
    await q.query(`create index es_streams_subject_idx on es_streams (subject_id) where subject_id is not null`);
    await q.query(`
      create table es_events (
        stream_id text not null references es_streams,
        version bigint not null,
        global_position bigint not null default nextval('es_global_position'),
        transaction_id xid8 not null default pg_current_xact_id(),
        event_id uuid not null unique,
        event_type text not null,
        stream_type text not null,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null default now(),
        primary key (stream_id, version)
      )`);
    await q.query(`create index es_events_tx_pos_idx on es_events (transaction_id, global_position)`);
    await q.query(`create index es_events_position_idx on es_events (global_position)`);
    await q.query(`create index es_events_type_pos_idx on es_events (stream_type, global_position)`);
    await q.query(`
      create table es_checkpoints (
        consumer text primary key,
        last_tx xid8 not null default '0',
        last_position bigint not null default 0,
        updated_at timestamptz not null default now()
      )`);
    await q.query(`
      create table processed_events (
        consumer text not null,
        event_id uuid not null,
        processed_at timestamptz not null default now(),
        primary key (consumer, event_id)
      )`);
    await q.query(`
      create table relay_pending (
        queue text not null,
        event_id uuid not null,
        job_name text not null,
        enqueued_at timestamptz not null default now(),
        dead_at timestamptz,
        last_error text,
        primary key (queue, event_id)
      )`);
    await q.query(`
      create table vault_keys (
        subject_id uuid primary key,
        wrapped_key bytea,
        created_at timestamptz not null default now(),
        erased_at timestamptz,
        erased_by text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['vault_keys', 'relay_pending', 'processed_events', 'es_checkpoints', 'es_events', 'es_streams']) {
      await q.query(`drop table if exists ${table}`);
    }
    await q.query(`drop sequence if exists es_global_position`);
  }
}
