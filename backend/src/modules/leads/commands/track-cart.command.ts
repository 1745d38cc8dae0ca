import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore, JsonObject, PersonalDataVault, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { endOfLocalDay, localDate } from '../../../platform/time/local-time';
import { CustomerOrders } from '../../orders';
import { CART_FOLLOW_UP_TIMER, Timers } from '../consumers/lead-timers';
import { CART_STREAM_DEFINITION, CartRejected, CartSkipped, CartSkipReason, decideCart } from '../domain/cart';
import { CartTracked } from '../domain/cart.events';
import { LEAD_STREAM_DEFINITION, LeadRejected } from '../domain/lead';
import { leadTokenMatches } from '../domain/lead-token';
import { asLeadProblem } from './lead-actor';
import { cartFacts } from './cart-facts';

export type CartAnswer = { status: 'tracking' | 'sent' } | { status: 'skipped'; reason: CartSkipReason };

export interface TrackCartInput {
  trigger: 'track' | 'page-hidden' | 'unload';
  /** The browser's own lead (it holds the lead's secret), whose e-mail the follow-up goes to. */
  leadId: string;
  leadToken: string | null;
  customerName: string;
  /** The e-mail the request named, if any. */
  customerEmail: string | undefined;
  formData: JsonObject;
  page: string;
}

/**
 * Abandoned-cart tracking (spec 000 §4), with the skip rules and the sent list kept on the server: a cart
 * per person and local day; the follow-up goes at the end of the local day, or at once on unload (a hidden tab only tracks).
 */
export class TrackCartCommand extends Command<CartAnswer> {
  constructor(
    readonly input: TrackCartInput,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(TrackCartCommand)
export class TrackCartHandler implements ICommandHandler<TrackCartCommand> {
  private readonly logger = new Logger('carts');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Timers) private readonly timers: Timers,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ input, requestId }: TrackCartCommand): Promise<CartAnswer> {
    const email = await this.ownLeadEmail(input.leadId, input.leadToken);
    const subjectId = this.vault.subjectIdFor(email);
    const now = this.clock.now();
    const day = localDate(this.config.business.timeZone, now);
    const cartId = cartIdFor(subjectId, day);
    const dueAt = endOfLocalDay(this.config.business.timeZone, now);
    const cart: CartTracked = {
      cartId,
      leadId: input.leadId,
      customerName: input.customerName,
      customerEmail: email,
      formData: input.formData,
      page: input.page,
      localDate: day,
      followUpDueAt: dueAt.toISOString(),
    };
    const carts = this.store.stream(CART_STREAM_DEFINITION);
    let sent: boolean;
    try {
      sent = await withConcurrencyRetry(async () => {
        // Checked on every attempt: a racing beacon may have just sent it.
        const current = await carts.aggregate(cartId);
        const events = decideCart(
          { type: 'track', trigger: input.trigger, cart, claimedEmail: input.customerEmail, ...(await cartFacts(this.orders, this.db.pool, subjectId)) },
          current.state,
        );
        await carts.append(cartId, current.expected, events, { subjectId, metadata: { actor: 'visitor', requestId, correlationId: cartId } });
        return events.some((e) => e.type === 'cart.abandoned');
      });
    } catch (error) {
      if (error instanceof CartSkipped) return { status: 'skipped', reason: error.reason };
      if (error instanceof CartRejected) throw new Problem(error.status, error.title, error.message, error.errors, error.code);
      throw error;
    }
    if (sent) {
      await this.timers.cancel(CART_FOLLOW_UP_TIMER, cartId).catch(() => undefined);
      return { status: 'sent' };
    }
    await this.timers
      .arm(CART_FOLLOW_UP_TIMER, cartId, dueAt)
      .catch((error) => this.logger.warn({ err: error, cartId }, 'could not arm the follow-up timer; the sweep will catch it'));
    return { status: 'tracking' };
  }

  /** The e-mail of the lead as its own browser sees it (the secret matches); else the lead is not found. */
  private async ownLeadEmail(leadId: string, leadToken: string | null): Promise<string> {
    if (!isUuid(leadId)) throw asLeadProblem(LeadRejected.notFound());
    const { state } = await this.store.stream(LEAD_STREAM_DEFINITION).aggregate(leadId);
    if (!state.exists || !leadTokenMatches(leadToken, state.tokenHash)) throw asLeadProblem(LeadRejected.notFound());
    return (state.contactInfo ?? '').trim().toLowerCase();
  }
}

/** One cart per person and local day: the same id however often the form reports in. */
export function cartIdFor(subjectId: string, day: string): string {
  const h = createHash('sha256').update(`cart:${subjectId}:${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
