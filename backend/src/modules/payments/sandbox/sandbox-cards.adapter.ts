import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { sandboxId } from './sandbox-checkout.adapter';

/** A card page stays open this long (like Stripe's Billing Portal sessions, short-lived). */
export const SANDBOX_CARD_SESSION_TTL_MS = 3600_000;

export type SandboxCardSessionStatus = 'open' | 'complete' | 'expired';

export interface SandboxCardSession {
  id: string;
  orderId: string;
  status: SandboxCardSessionStatus;
  returnPath: string;
  expiresAt: Date;
}

/** The sandbox's test cards (Stripe's own test numbers): the ones that save, and the one that is declined. */
export const SANDBOX_TEST_CARDS: Record<string, { brand: string; declined: boolean }> = {
  '4242424242424242': { brand: 'visa', declined: false },
  '4000056655665556': { brand: 'visa', declined: false },
  '5555555555554444': { brand: 'mastercard', declined: false },
  '378282246310005': { brand: 'amex', declined: false },
  '6011111111111117': { brand: 'discover', declined: false },
  '4000000000000002': { brand: 'visa', declined: true },
};

/** What a typed test card number is: its brand and last four, declined or not; null when it is no test card. */
export function sandboxCardOf(number: string): { brand: string; lastFour: string; declined: boolean } | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!Object.hasOwn(SANDBOX_TEST_CARDS, digits)) return null;
  const card = SANDBOX_TEST_CARDS[digits];
  return { brand: card.brand, lastFour: digits.slice(-4), declined: card.declined };
}

/** The built-in stand-in for Stripe's Billing Portal: a card page per session, for one order, used once. */
export class SandboxCards {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(orderId: string, returnPath: string): Promise<{ id: string; url: string }> {
    const id = sandboxId('bps');
    const now = this.clock.now();
    await this.db.query(`insert into sandbox_card_sessions (id, order_id, return_path, created_at, expires_at) values ($1, $2, $3, $4, $5)`, [
      id,
      orderId,
      returnPath,
      now,
      new Date(now.getTime() + SANDBOX_CARD_SESSION_TTL_MS),
    ]);
    return { id, url: `/account/card/${id}` };
  }

  async find(id: string): Promise<SandboxCardSession | null> {
    if (!/^bps_sandbox_[0-9a-f]{24}$/.test(id)) return null;
    const [row] = await this.db.query<{ id: string; order_id: string; status: SandboxCardSessionStatus; return_path: string; expires_at: Date }>(
      'select id, order_id, status, return_path, expires_at from sandbox_card_sessions where id = $1',
      [id],
    );
    if (!row) return null;
    const expired = row.status === 'open' && row.expires_at.getTime() <= this.clock.now().getTime();
    return { id: row.id, orderId: row.order_id, status: expired ? 'expired' : row.status, returnPath: row.return_path, expiresAt: row.expires_at };
  }

  /** Open → complete, once: true only for the caller that completed it. */
  async complete(id: string): Promise<boolean> {
    const rows = await this.db.query(
      `update sandbox_card_sessions set status = 'complete' where id = $1 and status = 'open' and expires_at > $2 returning id`,
      [id, this.clock.now()],
    );
    return rows.length === 1;
  }
}
