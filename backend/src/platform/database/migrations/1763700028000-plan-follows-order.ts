import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service-plan-follower consumer (the plan follows order.subscription-changed) starts at the log's head: changes
 * made before it existed were already applied to their plans by the account's request, and must not be applied again.
 */
export class PlanFollowsOrder1763700028000 implements MigrationInterface {
  name = 'PlanFollowsOrder1763700028000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      insert into es_checkpoints (consumer, last_tx, last_position)
      select 'service-plan-follower', transaction_id, global_position from es_events
      order by transaction_id desc, global_position desc limit 1
      on conflict (consumer) do nothing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`delete from es_checkpoints where consumer = 'service-plan-follower'`);
    await q.query(`delete from processed_events where consumer = 'service-plan-follower'`);
  }
}
