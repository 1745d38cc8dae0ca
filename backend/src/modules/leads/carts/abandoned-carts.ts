import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventStore, JsonObject, NewEvent, PersonalDataVault, withConcurrencyRetry } from '../../../event-store';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { endOfLocalDay, localDate } from '../../../platform/time/local-time';
import { Timers } from '../timers/lead-timers';
import { CART_STREAM, cartStreamId, CartTracked, CartTrigger } from './cart.events';

export const CART_FOLLOW_UP_TIMER = 'cart-follow-up';

/** Pages where a follow-up must never start: checkout and everything after payment (spec 000 §4). */
const PAYMENT_PAGES = [/^\/checkout\b/, /^\/subscription-success\b/, /^\/payment-success\b/, /^\/customer-/];

export type CartAnswer = { status: 'tracking' | 'sent' } | { status: 'skipped'; reason: 'payment-page' | 'purchased' | 'already-sent' };

export interface TrackCartInput {
  trigger: 'track' | 'page-hidden' | 'unload';
  customerName: string;
  customerEmail: string;
  formData: JsonObject;
  page: string;
}

/**
 * Abandoned-cart follow-up (spec 000 §4), with the skip rules and the sent list kept on the server: a cart
 * per person and local day; the follow-up (cart.abandoned → card and e-mail) goes at the end of the local
 * day, or at once on page hide or unload; never after a purchase, never twice, never from payment pages.
 */
@Injectable()
export class AbandonedCarts {
  private readonly logger = new Logger('carts');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Timers) private readonly timers: Timers,
  ) {
    timers.on(CART_FOLLOW_UP_TIMER, (cartId) => this.onEndOfDay(cartId));
  }

  async track(input: TrackCartInput, requestId: string | null): Promise<CartAnswer> {
    if (PAYMENT_PAGES.some((page) => page.test(input.page))) return { status: 'skipped', reason: 'payment-page' };
    const email = input.customerEmail.trim().toLowerCase();
    const subjectId = this.vault.subjectIdFor(email);
    const now = this.clock.now();
    const day = localDate(this.config.business.timeZone, now);
    const cartId = cartIdFor(subjectId, day);
    const dueAt = endOfLocalDay(this.config.business.timeZone, now);
    const tracked: CartTracked = { cartId, customerName: input.customerName, customerEmail: email, formData: input.formData, page: input.page, localDate: day, followUpDueAt: dueAt.toISOString() };
    const metadata = { actor: 'visitor', requestId, correlationId: cartId };
    const outcome = await withConcurrencyRetry(async (): Promise<'tracking' | 'sent' | 'purchased' | 'already-sent'> => {
      // Checked on every attempt: a racing beacon may have just sent it.
      const skip = await this.skipReason(subjectId);
      if (skip) return skip;
      const version = (await this.store.streamVersion(cartStreamId(cartId))) ?? 'no-stream';
      const events: NewEvent[] = [{ type: 'cart.tracked', data: { ...tracked } }];
      if (input.trigger !== 'track') events.push({ type: 'cart.abandoned', data: { trigger: input.trigger } });
      await this.store.append(cartStreamId(cartId), CART_STREAM, version, events, { subjectId, metadata });
      return input.trigger === 'track' ? 'tracking' : 'sent';
    });
    if (outcome === 'purchased' || outcome === 'already-sent') return { status: 'skipped', reason: outcome };
    if (outcome === 'sent') {
      await this.timers.cancel(CART_FOLLOW_UP_TIMER, cartId).catch(() => undefined);
      return { status: 'sent' };
    }
    await this.timers.arm(CART_FOLLOW_UP_TIMER, cartId, dueAt).catch((error) => this.logger.warn({ err: error, cartId }, 'could not arm the follow-up timer; the sweep will catch it'));
    return { status: 'tracking' };
  }

  /** The end of the cart's local day: send the follow-up unless a rule says not to; or say when it is due. */
  async onEndOfDay(cartId: string): Promise<Date | null> {
    const outcome = await this.settle(cartId);
    return outcome instanceof Date ? outcome : null;
  }

  /** Catches follow-ups whose timer Redis lost. */
  async sweepDueCarts(limit = 500): Promise<number> {
    const due = await this.db.query<{ id: string }>(
      `select id from abandoned_carts where status = 'tracking' and follow_up_due_at <= $1 order by follow_up_due_at limit $2`,
      [this.clock.now(), limit],
    );
    let sent = 0;
    for (const { id } of due) if ((await this.settle(id)) === 'sent') sent++;
    return sent;
  }

  /** Sends a due follow-up ('sent'), says when it will be due, or finds nothing to do (null). */
  private async settle(cartId: string): Promise<'sent' | Date | null> {
    const [cart] = await this.db.query<{ status: string; follow_up_due_at: Date; subject_id: string | null }>(
      'select status, follow_up_due_at, subject_id from abandoned_carts where id = $1',
      [cartId],
    );
    if (!cart || cart.status !== 'tracking') return null;
    if (new Date(cart.follow_up_due_at).getTime() > this.clock.now().getTime()) return new Date(cart.follow_up_due_at);
    if (cart.subject_id && (await this.skipReason(cart.subject_id))) return null;
    return (await this.abandon(cartId, 'end-of-day', cart.subject_id)) ? 'sent' : null;
  }

  /** Purchased, or already followed up (the sent list). */
  async skipReason(subjectId: string): Promise<'purchased' | 'already-sent' | null> {
    const [row] = await this.db.query<{ purchased: boolean; sent: boolean }>(
      `select exists (select 1 from customer_orders where subject_id = $1 and payment_status = 'completed') as purchased,
              exists (select 1 from abandoned_carts where subject_id = $1 and abandoned_at is not null) as sent`,
      [subjectId],
    );
    return row.purchased ? 'purchased' : row.sent ? 'already-sent' : null;
  }

  private async abandon(cartId: string, trigger: CartTrigger, subjectId: string | null): Promise<boolean> {
    return withConcurrencyRetry(async () => {
      const version = await this.store.streamVersion(cartStreamId(cartId));
      // Re-checked on every attempt: a beacon may have sent it while this one waited.
      const [cart] = await this.db.query<{ status: string }>('select status from abandoned_carts where id = $1', [cartId]);
      if (version === null || cart?.status !== 'tracking') return false;
      await this.store.append(cartStreamId(cartId), CART_STREAM, version, [{ type: 'cart.abandoned', data: { trigger } }], {
        subjectId,
        metadata: { actor: 'system:end-of-day', correlationId: cartId },
      });
      return true;
    });
  }
}

/** One cart per person and local day: the same id however often the form reports in. */
export function cartIdFor(subjectId: string, day: string): string {
  const h = createHash('sha256').update(`cart:${subjectId}:${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
