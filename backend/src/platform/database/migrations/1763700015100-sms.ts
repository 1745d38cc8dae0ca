import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts (issue 16): sms_outbox, every text the business meant to send (one per event, keyed by its id), sent,
 * failed or held back and why; sms_preferences, what each number last said (STOP or START), honoured at once.
 */
export class Sms1763700015100 implements MigrationInterface {
  name = 'Sms1763700015100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table sms_outbox (
        id uuid primary key default gen_random_uuid(),
        event_id uuid unique,
        kind text not null,
        to_number text not null,
        body text not null,
        status text not null check (status in ('queued', 'sent', 'failed', 'suppressed')),
        reason text,
        transport text,
        provider_id text,
        error text,
        visit_id uuid,
        subject_id uuid,
        created_at timestamptz not null,
        sent_at timestamptz
      )`);
    await q.query(`create index sms_outbox_created_idx on sms_outbox (created_at desc)`);
    await q.query(`create index sms_outbox_queued_idx on sms_outbox (created_at) where status = 'queued'`);
    await q.query(`
      create table sms_preferences (
        phone text primary key,
        opted_out boolean not null,
        keyword text not null,
        updated_at timestamptz not null
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists sms_preferences');
    await q.query('drop table if exists sms_outbox');
  }
}
