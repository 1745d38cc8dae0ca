import { MigrationInterface, QueryRunner } from 'typeorm';

/** The built-in e-mail outbox and the unsubscribe list. */
export class Email1763700005000 implements MigrationInterface {
  name = 'Email1763700005000';

  async up(q: QueryRunner): Promise<void> {
    // Every message sent, through either adapter, so staff see each one in the admin.
    await q.query(`
      create table email_outbox (
        id uuid primary key default gen_random_uuid(),
        kind text not null,
        to_address text not null,
        subject text not null,
        html text not null,
        text text not null,
        transport text not null check (transport in ('outbox', 'smtp')),
        status text not null check (status in ('sent', 'failed')),
        error text,
        message_id text not null,
        provider_response text,
        subject_id uuid,
        event_id uuid,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    await q.query(`create index email_outbox_created_at_idx on email_outbox (created_at desc)`);
    await q.query(`create index email_outbox_subject_id_idx on email_outbox (subject_id) where subject_id is not null`);
    // A retried job updates its failed row, so one event leaves one row per kind of message.
    await q.query(`create unique index email_outbox_event_kind_idx on email_outbox (event_id, kind) where event_id is not null`);
    // A keyed digest of the normalised address: the list never holds an address in clear.
    await q.query(`
      create table email_unsubscribes (
        address_digest text primary key,
        unsubscribed_at timestamptz not null default now()
      )`);
    // Signs unsubscribe links when VAULT_MASTER_KEY is unset; generated once, shared by every process.
    await q.query(`
      create table email_secrets (
        name text primary key,
        secret bytea not null,
        created_at timestamptz not null default now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table email_secrets`);
    await q.query(`drop table email_unsubscribes`);
    await q.query(`drop table email_outbox`);
  }
}
