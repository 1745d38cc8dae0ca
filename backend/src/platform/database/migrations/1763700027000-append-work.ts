import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Less work per append (issue 19). Each append rewrites its stream's es_streams row (version, updated_at): with room
 * left on the row's page the rewrite is a heap-only update that touches none of the table's three indexes, where a
 * full page forced a new entry in each. And es_events no longer carries a foreign key to es_streams: every append's
 * one statement writes its events only through the stream row it has just guarded (inserted or moved on), so the
 * key's check (a trigger and a row lock per event) proved nothing the statement had not.
 */
export class AppendWork1763700027000 implements MigrationInterface {
  name = 'AppendWork1763700027000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table es_streams set (fillfactor = 70)`);
    await q.query(`alter table es_events drop constraint if exists es_events_stream_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table es_events add constraint es_events_stream_id_fkey foreign key (stream_id) references es_streams`);
    await q.query(`alter table es_streams reset (fillfactor)`);
  }
}
