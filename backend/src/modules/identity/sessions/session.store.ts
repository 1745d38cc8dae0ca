import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { ADMIN_ROLE, AuthenticatedUser } from '../domain/authenticated-user';
import { SCOOPER_ROLE } from '../domain/scooper-profile';

export interface NewSession {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export interface ActiveSession {
  user: AuthenticatedUser;
  lastSeenAt: Date | null;
}

interface ActiveSessionRow {
  user_id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  is_scooper: boolean;
  last_seen_at: Date | null;
}

/** The sessions table; ids are sha256(token) hex, never the token. */
@Injectable()
export class SessionStore {
  constructor(@Inject(Database) private readonly db: Database) {}

  async insert(session: NewSession): Promise<void> {
    await this.db.query(`insert into sessions (id, user_id, created_at, expires_at, last_seen_at, user_agent, ip) values ($1, $2, $3, $4, $3, $5, $6)`, [
      session.id,
      session.userId,
      session.createdAt,
      session.expiresAt,
      session.userAgent,
      session.ip,
    ]);
  }

  /** The session's user while it is neither revoked nor expired at `now` (the injected clock's time). */
  async findActive(id: string, now: Date): Promise<ActiveSession | null> {
    const [row] = await this.db.query<ActiveSessionRow>(
      `select s.user_id, u.email, u.full_name, s.last_seen_at,
              exists (select 1 from user_roles r where r.user_id = u.id and r.role = $3) as is_admin,
              exists (select 1 from user_roles r join scooper_profiles p on p.user_id = r.user_id
                      where r.user_id = u.id and r.role = $4 and p.active) as is_scooper
       from sessions s join users u on u.id = s.user_id
       where s.id = $1 and s.revoked_at is null and s.expires_at > $2`,
      [id, now, ADMIN_ROLE, SCOOPER_ROLE],
    );
    if (!row) return null;
    return {
      user: { id: row.user_id, email: row.email, fullName: row.full_name, isAdmin: row.is_admin, isScooper: row.is_scooper },
      lastSeenAt: row.last_seen_at,
    };
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.query('update sessions set last_seen_at = $2 where id = $1', [id, now]);
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now]);
  }

  async revokeAllOf(userId: string, now: Date): Promise<void> {
    await this.db.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
  }

  /** Deletes sessions that ended (expired or revoked) before the cutoff; returns how many. */
  async purgeEnded(cutoff: Date): Promise<number> {
    const result = await this.db.pool.query('delete from sessions where expires_at < $1 or revoked_at < $1', [cutoff]);
    return result.rowCount ?? 0;
  }
}
