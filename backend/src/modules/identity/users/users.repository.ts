import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Database, Queryable } from '../../../platform/database/database';
import { CUSTOMER_ROLE } from '../domain/authenticated-user';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string | null;
  passwordHash: string;
  roles: string[];
  /** False until a signed-up visitor follows the confirmation link; accounts made by staff or seeds start confirmed. */
  emailConfirmed: boolean;
  /** A scooper whose profile staff deactivated (and who is not also an admin): sign-in is refused. */
  deactivated: boolean;
}

export interface UpsertUserWithRole {
  email: string;
  passwordHash: string;
  /** Left as it is on an existing user when null. */
  fullName: string | null;
  role: string;
  now: Date;
  /** Grant the role to an existing account that lacks it (admin:create --promote); otherwise such an account is refused. */
  promote: boolean;
}

export interface UpsertedUser {
  id: string;
  created: boolean;
}

/** What an upsert found: the account it wrote, or an existing one without the role that it was not told to promote. */
export type UpsertOutcome = UpsertedUser | 'lacks-role';

interface UserRow {
  id: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  roles: string[];
  email_confirmed: boolean;
  deactivated: boolean;
}

const SELECT_USER = `
  select u.id, u.email, u.full_name, u.password_hash, u.email_confirmed_at is not null as email_confirmed,
         coalesce(array(select r.role from user_roles r where r.user_id = u.id order by r.role), '{}') as roles,
         exists (select 1 from scooper_profiles p where p.user_id = u.id and not p.active)
           and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as deactivated
  from users u`;

/** The identity tables' SQL; admin:create builds it straight from a Database, without Nest. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(Database) private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.db.query<UserRow>(`${SELECT_USER} where lower(u.email) = lower($1)`, [email]);
    return row ? toRecord(row) : null;
  }

  async hasRole(userId: string, role: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from user_roles where user_id = $1 and role = $2', [userId, role]);
    return rows.length > 0;
  }

  /**
   * The customer account for an address whose owner just proved their inbox with a sign-in link: created if
   * missing, confirmed if pending (its pending password, chosen by whoever signed up, is replaced by an unusable
   * one and its sign-up links are spent, so a stranger's sign-up cannot ride on the owner's link), and given the
   * customer role. Answers null for staff and scoopers, who sign in at /admin with their password.
   */
  ensureCustomer(email: string, unusablePasswordHash: string, now: Date): Promise<string | null> {
    return this.db.transaction(async (client) => {
      await client.query(`select pg_advisory_xact_lock(hashtext('identity:sign-up'), hashtext($1))`, [email]);
      const { rows } = await client.query<{ id: string; confirmed: boolean; staff: boolean }>(
        `select u.id, u.email_confirmed_at is not null as confirmed,
                exists (select 1 from user_roles r where r.user_id = u.id and r.role <> $2) as staff
         from users u where lower(u.email) = lower($1)`,
        [email, CUSTOMER_ROLE],
      );
      const found = rows[0];
      if (found?.staff) return null;
      let id = found?.id;
      if (!id) {
        const inserted = await client.query<{ id: string }>(
          `insert into users (email, password_hash, email_confirmed_at, created_at, updated_at) values ($1, $2, $3, $3, $3) returning id`,
          [email, unusablePasswordHash, now],
        );
        id = inserted.rows[0].id;
      } else if (!found.confirmed) {
        await client.query(`update users set email_confirmed_at = $2, password_hash = $3, updated_at = $2 where id = $1`, [id, now, unusablePasswordHash]);
        await client.query(`update sign_up_tokens set used_at = $2 where user_id = $1 and used_at is null`, [id, now]);
      }
      await client.query(`insert into user_roles (user_id, role, created_at) values ($1, $2, $3) on conflict do nothing`, [id, CUSTOMER_ROLE, now]);
      return id;
    });
  }

  /** Whether the address belongs to staff or a scooper (any role but customer): they never get a customer sign-in link. */
  async isStaff(email: string): Promise<boolean> {
    const rows = await this.db.query(`select 1 from users u join user_roles r on r.user_id = u.id where lower(u.email) = lower($1) and r.role <> $2 limit 1`, [
      email,
      CUSTOMER_ROLE,
    ]);
    return rows.length > 0;
  }

  async anyoneHasRole(role: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from user_roles where role = $1 limit 1', [role]);
    return rows.length > 0;
  }

  /**
   * Creates the user, or sets the password (and name when given) of the one with that email; then grants the role.
   * An existing account's sessions and pending sign-up links all end: whoever held them must sign in with the new password.
   */
  upsertWithRole(input: UpsertUserWithRole): Promise<UpsertOutcome> {
    return this.db.transaction((client) => upsert(client, input));
  }

  /** As upsertWithRole, unless someone holds the role; a lock keeps two starting instances from both seeding. */
  upsertWithRoleIfNobodyHasIt(input: UpsertUserWithRole): Promise<UpsertOutcome | null> {
    return this.db.transaction(async (client: PoolClient) => {
      await client.query(`select pg_advisory_xact_lock(hashtext('identity:seed-role'), hashtext($1))`, [input.role]);
      const { rowCount } = await client.query('select 1 from user_roles where role = $1 limit 1', [input.role]);
      return rowCount ? null : upsert(client, input);
    });
  }
}

async function upsert(client: Queryable, input: UpsertUserWithRole): Promise<UpsertOutcome> {
  // The lock sign-up takes for this address, so no pending link can slip in between the check and the write.
  await client.query(`select pg_advisory_xact_lock(hashtext('identity:sign-up'), hashtext($1))`, [input.email]);
  const existing = await client.query<{ has_role: boolean }>(
    `select exists (select 1 from user_roles r where r.user_id = u.id and r.role = $2) as has_role from users u where lower(u.email) = lower($1)`,
    [input.email, input.role],
  );
  if (existing.rows[0] && !existing.rows[0].has_role && !input.promote) return 'lacks-role';
  const { rows } = await client.query<{ id: string; created: boolean }>(
    `insert into users (email, full_name, password_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $4)
     on conflict ((lower(email))) do update
       set password_hash = excluded.password_hash,
           full_name = coalesce(excluded.full_name, users.full_name),
           email_confirmed_at = coalesce(users.email_confirmed_at, excluded.email_confirmed_at),
           updated_at = excluded.updated_at
     returning id, (xmax = 0) as created`,
    [input.email, input.fullName, input.passwordHash, input.now],
  );
  const [{ id, created }] = rows;
  await client.query(`insert into user_roles (user_id, role, created_at) values ($1, $2, $3) on conflict do nothing`, [id, input.role, input.now]);
  if (!created) {
    await client.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [id, input.now]);
    await client.query('update sign_up_tokens set used_at = $2 where user_id = $1 and used_at is null', [id, input.now]);
  }
  return { id, created };
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    passwordHash: row.password_hash,
    roles: row.roles,
    emailConfirmed: row.email_confirmed,
    deactivated: row.deactivated,
  };
}
