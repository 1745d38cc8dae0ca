import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The checkout's paid-duplicate check reads only paid orders (issue 19). It asks whether the same submission was paid
 * within the duplicate window (DUPLICATE_WINDOW_MS): `submission_fingerprint = $1 and payment_status = 'completed'
 * and removed_at is null and created_at > $2`. Its index held every order, paid or not, so each checkout added an entry to it; and on a table the
 * planner had no statistics for yet (a new install, or the first minutes of a busy one), the statement's generic plan
 * took another index of the same estimated cost and filtered every order on it: 0.5 ms of the server's time per
 * checkout in the quote bench, growing with the table until the next analyze. This index holds paid orders alone, is the
 * smallest that answers every condition, so the planner takes it whatever the statistics say, and a new (pending) order
 * adds nothing to it.
 */
export class PaidFingerprints1763700092000 implements MigrationInterface {
  name = 'PaidFingerprints1763700092000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `create index customer_orders_paid_fingerprint_idx on customer_orders (submission_fingerprint, created_at) where payment_status = 'completed' and removed_at is null`,
    );
    await q.query(`drop index if exists customer_orders_fingerprint_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`create index customer_orders_fingerprint_idx on customer_orders (submission_fingerprint, created_at desc)`);
    await q.query(`drop index if exists customer_orders_paid_fingerprint_idx`);
  }
}
