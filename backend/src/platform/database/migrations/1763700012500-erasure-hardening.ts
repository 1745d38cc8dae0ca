import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure that can't be abused and a person who can come back: vault keys get generations (an erased
 * person who returns gets a fresh key, the old generations stay shredded), and data-deletion requests
 * wait for the requester to confirm by e-mail before staff may erase.
 */
export class ErasureHardening1763700012500 implements MigrationInterface {
  name = 'ErasureHardening1763700012500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table vault_keys add column generation integer not null default 1`);
    await q.query(`alter table vault_keys drop constraint vault_keys_pkey`);
    await q.query(`alter table vault_keys add primary key (subject_id, generation)`);

    // Requests filed before confirmation existed were never proven to come from the mailbox: they wait like new ones.
    await q.query(`alter table data_deletion_requests add column confirmed_at timestamptz`);
    await q.query(`alter table data_deletion_requests alter column status set default 'awaiting-confirmation'`);
    await q.query(`update data_deletion_requests set status = 'awaiting-confirmation' where status = 'received'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`update data_deletion_requests set status = 'received' where status in ('awaiting-confirmation', 'confirmed')`);
    await q.query(`alter table data_deletion_requests alter column status set default 'received'`);
    await q.query(`alter table data_deletion_requests drop column confirmed_at`);
    await q.query(`delete from vault_keys k where generation < (select max(generation) from vault_keys l where l.subject_id = k.subject_id)`);
    await q.query(`alter table vault_keys drop constraint vault_keys_pkey`);
    await q.query(`alter table vault_keys add primary key (subject_id)`);
    await q.query(`alter table vault_keys drop column generation`);
  }
}
