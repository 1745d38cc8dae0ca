import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts through BullMQ (issue 16): a text in quiet hours is `held` until they end (a delayed job, not dropped);
 * `send_after` is when it may go, `attempts` how many sends were tried (the job retries with back-off).
 */
export class SmsQueue1763700025000 implements MigrationInterface {
  name = 'SmsQueue1763700025000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table sms_outbox drop constraint if exists sms_outbox_status_check`);
    await q.query(`alter table sms_outbox add constraint sms_outbox_status_check check (status in ('queued', 'held', 'sent', 'failed', 'suppressed'))`);
    await q.query(`alter table sms_outbox add column send_after timestamptz, add column attempts integer not null default 0`);
    await q.query(`drop index if exists sms_outbox_queued_idx`);
    await q.query(`create index sms_outbox_pending_idx on sms_outbox (created_at) where status in ('queued', 'held')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists sms_outbox_pending_idx`);
    await q.query(`update sms_outbox set status = 'suppressed', reason = 'quiet hours' where status = 'held'`);
    await q.query(`alter table sms_outbox drop column send_after, drop column attempts`);
    await q.query(`alter table sms_outbox drop constraint if exists sms_outbox_status_check`);
    await q.query(`alter table sms_outbox add constraint sms_outbox_status_check check (status in ('queued', 'sent', 'failed', 'suppressed'))`);
    await q.query(`create index sms_outbox_queued_idx on sms_outbox (created_at) where status = 'queued'`);
  }
}
