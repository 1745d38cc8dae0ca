import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763700001000 implements MigrationInterface {
  name = 'Identity1763700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        email text not null,
        full_name text,
        password_hash text not null,
        email_confirmed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create unique index users_email_lower_idx on users (lower(email))`);
    await q.query(`
      create table user_roles (
        user_id uuid not null references users on delete cascade,
        role text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, role)
      )`);
    // Holds sha256(token) as hex only, so a leaked table cannot be replayed as cookies.
    await q.query(`
      create table sessions (
        id text primary key,
        user_id uuid not null references users on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        last_seen_at timestamptz,
        revoked_at timestamptz,
        user_agent text,
        ip text
      )`);
    await q.query(`create index sessions_user_id_idx on sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table sessions`);
    await q.query(`drop table user_roles`);
    await q.query(`drop table users`);
  }
}
