import { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitor sign-up: confirmation tokens, and every account made before sign-up counts as confirmed. */
export class SignUp1763700011000 implements MigrationInterface {
  name = 'SignUp1763700011000';

  async up(q: QueryRunner): Promise<void> {
    // Accounts from admin:create, seeds and fixtures never go through a confirmation link.
    await q.query(`update users set email_confirmed_at = created_at where email_confirmed_at is null`);
    await q.query(`alter table users alter column email_confirmed_at set default now()`);
    // id is sha256(token) hex; the pending password and name apply only when the mailbox owner confirms.
    await q.query(`
      create table sign_up_tokens (
        id text primary key,
        user_id uuid not null references users on delete cascade,
        password_hash text not null,
        full_name text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`);
    await q.query(`create index sign_up_tokens_user_id_idx on sign_up_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table sign_up_tokens`);
    await q.query(`alter table users alter column email_confirmed_at drop default`);
  }
}
