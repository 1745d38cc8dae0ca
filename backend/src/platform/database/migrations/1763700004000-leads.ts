import { MigrationInterface, QueryRunner } from 'typeorm';

/** Leads, area requests, abandoned carts and data-deletion requests (read tables projected from their streams). */
export class Leads1763700004000 implements MigrationInterface {
  name = 'Leads1763700004000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
