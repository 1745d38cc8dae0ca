import { defineStream } from '../../../event-store';
import { emailError, stripMarkup } from '../../pricing';
import { CART_MESSAGES } from '../leads.messages';
import { CART_EVENTS, CART_STREAM, CartEvent, cartStreamId, CartTracked, CartTrigger } from './cart.events';

/** Pages where a follow-up must never start: checkout and everything after payment (spec 000 §4). */
const PAYMENT_PAGES = [/^\/checkout\b/, /^\/subscription-success\b/, /^\/payment-success\b/, /^\/customer-/];

export const isPaymentPage = (page: string) => PAYMENT_PAGES.some((pattern) => pattern.test(page));

/** One cart: a person's quote on one local day, and whether its follow-up has gone. */
export interface CartState {
  exists: boolean;
  cartId: string | null;
  status: 'tracking' | 'abandoned' | null;
  followUpDueAt: string | null;
  trigger: CartTrigger | null;
}

export const initialCartState = (): CartState => ({ exists: false, cartId: null, status: null, followUpDueAt: null, trigger: null });

export function evolveCart(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'cart.tracked':
      // Tracking again refreshes the cart's details; its status and due time stay as they were (as in abandoned_carts).
      return state.exists ? state : { ...state, exists: true, cartId: event.data.cartId, status: 'tracking', followUpDueAt: event.data.followUpDueAt };
    case 'cart.abandoned':
      return { ...state, status: 'abandoned', trigger: event.data.trigger };
    default:
      return state;
  }
}

export const CART_STREAM_DEFINITION = defineStream<CartState, CartEvent>({
  streamType: CART_STREAM,
  streamId: cartStreamId,
  events: CART_EVENTS,
  initialState: initialCartState,
  evolve: evolveCart,
});

/** What the handler looked up about the person: they bought, or a follow-up already went to them (the sent list). */
export interface CartFacts {
  purchased: boolean;
  alreadySent: boolean;
}

export type CartCommand =
  /** The form reports a quote with a name and e-mail; unload sends the follow-up at once, page-hidden only tracks (issue 18 §6). */
  | ({
      type: 'track';
      trigger: 'track' | 'page-hidden' | 'unload';
      /** The cart as tracked; its customerEmail is the e-mail of the browser's own lead, never the request's. */
      cart: CartTracked;
      /** The e-mail the request named, if it named one: it must be the lead's. */
      claimedEmail: string | undefined;
    } & CartFacts)
  /** The end of the cart's local day (its timer or the sweep) at `now`. */
  | ({ type: 'settle'; now: Date } & CartFacts);

/** A rule said no; the handler answers with this status, title, detail and code. */
export class CartRejected extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly code: string,
    readonly title: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export type CartSkipReason = 'payment-page' | 'purchased' | 'already-sent';

/** No follow-up for this cart, and nothing recorded: the visitor is told why it was skipped. */
export class CartSkipped extends Error {
  constructor(readonly reason: CartSkipReason) {
    super(`cart skipped: ${reason}`);
  }
}

/**
 * Abandoned-cart follow-up (spec 000 §4), for the browser's own lead and to that lead's e-mail only: never from payment pages, never after a purchase, never twice
 * (per person, across days); the follow-up (cart.abandoned) goes at once on unload (a hidden tab only tracks), else at the
 * end of the local day, when a cart still tracking is settled. Settling early, or a cart already sent,
 * changes nothing.
 */
export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'track': {
      // The address comes from the lead, never from the request: a beacon can't point the e-mail at someone else.
      const email = command.cart.customerEmail;
      if (emailError(email)) throw new CartRejected(409, 'CART_NO_ADDRESS', 'Conflict', CART_MESSAGES.noAddress);
      if (command.claimedEmail !== undefined && stripMarkup(command.claimedEmail).trim().toLowerCase() !== email) {
        throw new CartRejected(400, 'VALIDATION_FAILED', 'Invalid request data', CART_MESSAGES.otherAddress, { customer_email: CART_MESSAGES.otherAddress });
      }
      if (isPaymentPage(command.cart.page)) throw new CartSkipped('payment-page');
      if (command.purchased) throw new CartSkipped('purchased');
      if (command.alreadySent || state.status === 'abandoned') throw new CartSkipped('already-sent');
      const events: CartEvent[] = [{ type: 'cart.tracked', data: command.cart }];
      // Issue 18 §6: a hidden tab only tracks (the end-of-day follow-up stays armed); a real unload sends at once.
      if (command.trigger === 'unload') events.push({ type: 'cart.abandoned', data: { trigger: command.trigger } });
      return events;
    }
    case 'settle': {
      if (state.status !== 'tracking' || !state.followUpDueAt) return [];
      if (new Date(state.followUpDueAt).getTime() > command.now.getTime()) return [];
      if (command.purchased || command.alreadySent) return [];
      return [{ type: 'cart.abandoned', data: { trigger: 'end-of-day' } }];
    }
  }
}
