import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/config';
import { Clock } from '../../platform/clock';
import { AuthenticatedUser } from './authenticated-user';
import { SessionStore } from './session.store';

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionContext {
  userAgent?: string;
  ip?: string;
}

// Writing last_seen_at on every request would turn each read into a row update.
const TOUCH_EVERY_MS = 5 * 60_000;
// A base64url token of 32 bytes is 43 characters; anything far longer is not ours.
const MAX_TOKEN_LENGTH = 128;

/** Opaque session tokens: the cookie holds the token, the database only its sha256. */
@Injectable()
export class SessionService {
  constructor(
    @Inject(SessionStore) private readonly store: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  get ttlMs(): number {
    return this.config.env.SESSION_TTL_HOURS * 3_600_000;
  }

  async start(userId: string, context: SessionContext = {}): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
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

  /** The signed-in user for a cookie token, or null when it is missing, unknown, revoked or expired. */
  async authenticate(token: string | undefined): Promise<AuthenticatedUser | null> {
    if (!isPlausibleToken(token)) return null;
    const id = hashSessionToken(token);
    const now = this.clock.now();
    const session = await this.store.findActive(id, now);
    if (!session) return null;
    if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await this.store.touch(id, now);
    return session.user;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (isPlausibleToken(token)) await this.store.revoke(hashSessionToken(token), this.clock.now());
  }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isPlausibleToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}
