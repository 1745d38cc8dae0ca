import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Database } from '../../../platform/database/database';

export interface PendingSignUp {
  email: string;
  passwordHash: string;
  fullName: string;
  tokenId: string;
  now: Date;
  expiresAt: Date;
}

/** What a sign-up found: a new account, one still waiting for its link, or one already confirmed. */
export type SignUpOutcome = 'created' | 'pending' | 'already-confirmed';

export interface ConfirmedUser {
  userId: string;
  email: string;
}

/** users + sign_up_tokens for sign-up and its confirmation link. */
@Injectable()
export class SignUpTokensRepository {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Creates the unconfirmed user if needed and stores a token carrying the password and name to apply on confirmation. */
  record(input: PendingSignUp): Promise<SignUpOutcome> {
    return this.db.transaction(async (client: PoolClient) => {
      // Two sign-ups for one address at once must not both insert.
      await client.query(`select pg_advisory_xact_lock(hashtext('identity:sign-up'), hashtext($1))`, [input.email]);
      const { rows } = await client.query<{ id: string; confirmed: boolean }>(
        `select id, email_confirmed_at is not null as confirmed from users where lower(email) = lower($1)`,
        [input.email],
      );
      let userId = rows[0]?.id;
      if (rows[0]?.confirmed) return 'already-confirmed';
      if (!userId) {
        const inserted = await client.query<{ id: string }>(
          `insert into users (email, full_name, password_hash, email_confirmed_at, created_at, updated_at)
           values ($1, $2, $3, null, $4, $4) returning id`,
          [input.email, input.fullName, input.passwordHash, input.now],
        );
        userId = inserted.rows[0].id;
      }
      await client.query(`insert into sign_up_tokens (id, user_id, password_hash, full_name, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`, [
        input.tokenId,
        userId,
        input.passwordHash,
        input.fullName,
        input.now,
        input.expiresAt,
      ]);
      return rows.length ? 'pending' : 'created';
    });
  }

  /** True while the token is unused and unexpired; reads only, so opening a link changes nothing. */
  async isUsable(tokenId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query('select 1 from sign_up_tokens where id = $1 and used_at is null and expires_at > $2', [tokenId, now]);
    return rows.length > 0;
  }

  /** Confirms the user of an unused, unexpired token and spends every token they hold; null when the token is not good. */
  confirm(tokenId: string, now: Date): Promise<ConfirmedUser | null> {
    return this.db.transaction(async (client: PoolClient) => {
      const { rows } = await client.query<{ user_id: string; password_hash: string; full_name: string }>(
        `select user_id, password_hash, full_name from sign_up_tokens
         where id = $1 and used_at is null and expires_at > $2 for update`,
        [tokenId, now],
      );
      const token = rows[0];
      if (!token) return null;
      const updated = await client.query<{ email: string }>(
        `update users set email_confirmed_at = $2, password_hash = $3, full_name = $4, updated_at = $2
         where id = $1 and email_confirmed_at is null returning email`,
        [token.user_id, now, token.password_hash, token.full_name],
      );
      await client.query(`update sign_up_tokens set used_at = $2 where user_id = $1 and used_at is null`, [token.user_id, now]);
      return updated.rows[0] ? { userId: token.user_id, email: updated.rows[0].email } : null;
    });
  }
}
