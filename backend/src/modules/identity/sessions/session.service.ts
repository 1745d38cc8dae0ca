import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { poolRandomBytes } from '../../../platform/random-bytes';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { hashSessionToken, idleLimitMs, isPlausibleSessionToken, SessionLimits, sessionExpiry, useSession } from '../domain/session';
import { SessionStore } from './session.store';

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionContext {
  userAgent?: string;
  ip?: string;
}

/** Opaque session tokens: the cookie holds the token, the database only its sha256 (rules in domain/session.ts). */
@Injectable()
export class SessionService {
  constructor(
    @Inject(SessionStore) private readonly store: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  private get limits(): SessionLimits {
    const env = this.config.env;
    return { ttlHours: env.SESSION_TTL_HOURS, adminIdleHours: env.SESSION_IDLE_HOURS, customerIdleHours: env.CUSTOMER_SESSION_IDLE_HOURS };
  }

  get ttlMs(): number {
    return this.limits.ttlHours * 3_600_000;
  }

  async start(userId: string, context: SessionContext = {}): Promise<StartedSession> {
    const token = poolRandomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = sessionExpiry(now, this.limits);
    await this.store.insert({
      id: hashSessionToken(token),
      userId,
      createdAt: now,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      ip: context.ip ?? null,
    });
    return { token, expiresAt };
  }

  /** How long a session may go without a request: staff sessions open the admin, so theirs end sooner. */
  idleMs(user: AuthenticatedUser): number {
    return idleLimitMs(user, this.limits);
  }

  /** The signed-in user for a cookie token, or null when it is missing, unknown, revoked, expired or idle too long. */
  async authenticate(token: string | undefined): Promise<AuthenticatedUser | null> {
    if (!isPlausibleSessionToken(token)) return null;
    const id = hashSessionToken(token);
    const now = this.clock.now();
    const session = await this.store.findActive(id, now);
    if (!session) return null;
    const use = useSession(session.lastSeenAt, now, this.idleMs(session.user));
    if (use === 'end-idle') {
      await this.store.revoke(id, now);
      return null;
    }
    if (use === 'touch') await this.store.touch(id, now);
    return session.user;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (isPlausibleSessionToken(token)) await this.store.revoke(hashSessionToken(token), this.clock.now());
  }

  /** Signs the user out on every device, this one included. */
  async revokeAllOf(userId: string): Promise<void> {
    await this.store.revokeAllOf(userId, this.clock.now());
  }
}
