import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';

/** account_sign_in_links: one row per e-mailed link, by sha256(token). */
@Injectable()
export class SignInLinksRepository {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Links a day past their expiry go, so the table keeps no address for long. */
  async purgeExpired(now: Date): Promise<void> {
    await this.db.query(`delete from account_sign_in_links where expires_at < $1`, [new Date(now.getTime() - 24 * 3_600_000)]);
  }

  async record(input: { id: string; email: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(`insert into account_sign_in_links (id, email, created_at, expires_at) values ($1, $2, $3, $4)`, [
      input.id,
      input.email,
      input.now,
      input.expiresAt,
    ]);
  }

  /** True while the link is unused and unexpired; reads only, so opening a link changes nothing. */
  async isUsable(id: string, now: Date): Promise<boolean> {
    const rows = await this.db.query('select 1 from account_sign_in_links where id = $1 and used_at is null and expires_at > $2', [id, now]);
    return rows.length > 0;
  }

  /** Spends an unused, unexpired link (and every other link of that address); answers its address, or null. */
  consume(id: string, now: Date): Promise<string | null> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{ email: string }>(
        `update account_sign_in_links set used_at = $2 where id = $1 and used_at is null and expires_at > $2 returning email`,
        [id, now],
      );
      const email = rows[0]?.email;
      if (!email) return null;
      await client.query(`update account_sign_in_links set used_at = $2 where lower(email) = lower($1) and used_at is null`, [email, now]);
      return email;
    });
  }
}
