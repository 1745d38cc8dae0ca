import { MigrationInterface, QueryRunner } from 'typeorm';

/** The customer's one-time sign-in links (issue 17): only sha256(token) is kept, so a leaked table signs nobody in. */
export class AccountSignInLinks1763700016000 implements MigrationInterface {
  name = 'AccountSignInLinks1763700016000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table account_sign_in_links (
        id text primary key,
        email text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`);
    await q.query(`create index account_sign_in_links_email_idx on account_sign_in_links (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table account_sign_in_links`);
  }
}
