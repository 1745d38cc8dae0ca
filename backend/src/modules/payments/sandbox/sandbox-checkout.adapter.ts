import { Clock } from '../../../platform/clock';
import { Database, Queryable } from '../../../platform/database/database';
import { CheckoutLine, CheckoutProvider, CheckoutRequest, CreatedCheckout } from '../domain/payments.port';
import { poolRandomBytes } from '../../../platform/random-bytes';

export const SANDBOX_SESSION_TTL_MS = 24 * 3600_000;

export type SandboxSessionStatus = 'open' | 'complete' | 'expired';

export interface SandboxSession {
  id: string;
  orderId: string;
  mode: 'subscription' | 'payment';
  status: SandboxSessionStatus;
  customerEmail: string;
  lines: CheckoutLine[];
  amountDueToday: number;
  successPath: string;
  cancelPath: string;
  metadata: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
}

interface SandboxRow {
  id: string;
  order_id: string;
  mode: 'subscription' | 'payment';
  status: SandboxSessionStatus;
  customer_email: string;
  line_items: CheckoutLine[];
  amount_due_today: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  created_at: Date;
  expires_at: Date;
}

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${poolRandomBytes(12).toString('hex')}`;

/** What the first charge is: every line once (recurring lines bill their first period now). */
export const firstCharge = (lines: CheckoutLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The built-in default (DESIGN.md §7): keeps the session itself and sends the browser to the site's own
 * /checkout/sandbox/:id page, whose Pay button feeds a signed Stripe-shaped event to the real webhook.
 */
export class SandboxCheckout implements CheckoutProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async createCheckout(request: CheckoutRequest, within: Queryable = this.db.pool): Promise<CreatedCheckout> {
    const id = sandboxId('cs');
    const now = this.clock.now();
    await within.query(
      `insert into sandbox_checkout_sessions (id, order_id, mode, customer_email, line_items, amount_due_today, success_url, cancel_url, metadata, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        request.orderId,
        request.mode,
        request.customerEmail,
        JSON.stringify(request.lines),
        firstCharge(request.lines),
        request.successPath,
        request.cancelPath,
        JSON.stringify(request.metadata),
        now,
        new Date(now.getTime() + SANDBOX_SESSION_TTL_MS),
      ],
    );
    return { sessionId: id, url: `/checkout/sandbox/${id}` };
  }

  async find(id: string): Promise<SandboxSession | null> {
    const [row] = await this.db.query<SandboxRow>('select * from sandbox_checkout_sessions where id = $1', [id]);
    if (!row) return null;
    const expired = row.status === 'open' && row.expires_at.getTime() <= this.clock.now().getTime();
    return {
      id: row.id,
      orderId: row.order_id,
      mode: row.mode,
      status: expired ? 'expired' : row.status,
      customerEmail: row.customer_email,
      lines: row.line_items,
      amountDueToday: row.amount_due_today,
      successPath: row.success_url,
      cancelPath: row.cancel_url,
      metadata: row.metadata,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
  }

  /** Open → complete, once: true only for the caller that completed it. */
  async complete(id: string): Promise<boolean> {
    const rows = await this.db.query(
      `update sandbox_checkout_sessions set status = 'complete' where id = $1 and status = 'open' and expires_at > $2 returning id`,
      [id, this.clock.now()],
    );
    return rows.length === 1;
  }

  async expire(orderIds: string[]): Promise<void> {
    if (orderIds.length)
      await this.db.query(`update sandbox_checkout_sessions set status = 'expired' where order_id = any($1) and status = 'open'`, [orderIds]);
  }
}
