import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Database } from '../../../platform/database/database';
import { SCOOPER_ROLE, ScooperProfileFields } from '../domain/scooper-profile';

export interface NewScooperAccount {
  email: string;
  passwordHash: string;
  fields: ScooperProfileFields;
  now: Date;
}

/** users + user_roles + scooper_profiles for the accounts staff make for their field workers. */
@Injectable()
export class ScooperAccountsRepository {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** A confirmed user with the scooper role and its profile; 'email-taken' when any account has the address. */
  create(input: NewScooperAccount): Promise<{ id: string } | 'email-taken'> {
    return this.db.transaction(async (client: PoolClient) => {
      // The lock sign-up and admin:create take for this address, so neither can slip in between the check and the insert.
      await client.query(`select pg_advisory_xact_lock(hashtext('identity:sign-up'), hashtext($1))`, [input.email]);
      const { rowCount } = await client.query('select 1 from users where lower(email) = lower($1)', [input.email]);
      if (rowCount) return 'email-taken';
      const { fields, now } = input;
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, full_name, password_hash, email_confirmed_at, created_at, updated_at) values ($1, $2, $3, $4, $4, $4) returning id`,
        [input.email, fields.name, input.passwordHash, now],
      );
      const id = rows[0].id;
      await client.query('insert into user_roles (user_id, role, created_at) values ($1, $2, $3)', [id, SCOOPER_ROLE, now]);
      await client.query(
        `insert into scooper_profiles (user_id, display_name, phone, home_address, home_zip, working_days, daily_capacity, active, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [id, fields.name, fields.phone, fields.homeAddress, fields.homeZip, fields.workingDays, fields.dailyCapacity, fields.active, now],
      );
      return { id };
    });
  }

  /**
   * Rewrites the profile (and the account's name); a moved home base loses its coordinates until it is geocoded
   * again. A deactivated scooper's sessions all end. False when the id is no scooper's.
   */
  update(id: string, fields: ScooperProfileFields, now: Date): Promise<boolean> {
    return this.db.transaction(async (client: PoolClient) => {
      const { rowCount } = await client.query(
        `update scooper_profiles p
         set display_name = $2, phone = $3, home_address = $4, home_zip = $5, working_days = $6, daily_capacity = $7, active = $8, updated_at = $9,
             home_lat = case when p.home_address = $4 and p.home_zip = $5 then p.home_lat end,
             home_lng = case when p.home_address = $4 and p.home_zip = $5 then p.home_lng end
         where p.user_id = $1 and exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = $10)`,
        [id, fields.name, fields.phone, fields.homeAddress, fields.homeZip, fields.workingDays, fields.dailyCapacity, fields.active, now, SCOOPER_ROLE],
      );
      if (!rowCount) return false;
      await client.query('update users set full_name = $2, updated_at = $3 where id = $1', [id, fields.name, now]);
      if (!fields.active) await client.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [id, now]);
      return true;
    });
  }

  /** Sets a new password on a scooper's account and ends its sessions; false when the id is no scooper's. */
  resetPassword(id: string, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (client: PoolClient) => {
      const { rowCount } = await client.query(
        `update users u set password_hash = $2, updated_at = $3
         where u.id = $1 and exists (select 1 from scooper_profiles p where p.user_id = u.id)
           and exists (select 1 from user_roles r where r.user_id = u.id and r.role = $4)`,
        [id, passwordHash, now, SCOOPER_ROLE],
      );
      if (!rowCount) return false;
      await client.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [id, now]);
      return true;
    });
  }
}
