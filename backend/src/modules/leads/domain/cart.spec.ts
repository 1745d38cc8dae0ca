import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { fold } from '../../../event-store';
import { CART_MESSAGES } from '../leads.messages';
import { CART_STREAM_DEFINITION, CartCommand, CartRejected, CartSkipped, decideCart } from './cart';
import { CartEvent, CartTracked } from './cart.events';

const DUE = '2026-01-16T07:59:59.999Z';
const CART: CartTracked = {
  cartId: 'cart-1',
  leadId: 'lead-1',
  customerName: 'Sam Lee',
  customerEmail: 'sam@example.com',
  formData: { dogs: 2 },
  page: '/quote',
  localDate: '2026-01-15',
  followUpDueAt: DUE,
};
const NO_FACTS = { purchased: false, alreadySent: false };

const given = givenWhenThen(CART_STREAM_DEFINITION, decideCart);

const track = (over: Partial<Extract<CartCommand, { type: 'track' }>> = {}): CartCommand => ({
  type: 'track',
  trigger: 'track',
  cart: CART,
  claimedEmail: undefined,
  ...NO_FACTS,
  ...over,
});
const settle = (now: string, over: Partial<Extract<CartCommand, { type: 'settle' }>> = {}): CartCommand => ({
  type: 'settle',
  now: new Date(now),
  ...NO_FACTS,
  ...over,
});

const TRACKED: CartEvent = { type: 'cart.tracked', data: CART };
const abandonedBy = (trigger: 'end-of-day' | 'page-hidden' | 'unload'): CartEvent => ({ type: 'cart.abandoned', data: { trigger } });
const skipped = (reason: string) => ({ reason });

describe('cart decisions', () => {
  describe('track', () => {
    it('tracks a quote with a name and e-mail; the follow-up waits for the end of the day', () => given().when(track()).then([TRACKED]));
    it('tracks again on the same day, refreshing the details', () =>
      given(TRACKED)
        .when(track({ cart: { ...CART, formData: { dogs: 3 } } }))
        .then([{ type: 'cart.tracked', data: { ...CART, formData: { dogs: 3 } } }]));
    it('sends the follow-up at once when the page is unloaded', () =>
      given()
        .when(track({ trigger: 'unload' }))
        .then([TRACKED, abandonedBy('unload')]));
    it('only tracks on a hidden tab (issue 18 §6): the end-of-day follow-up stays armed', () =>
      given()
        .when(track({ trigger: 'page-hidden' }))
        .then([TRACKED]));
    it('accepts the request naming the lead’s own e-mail, in any case', () =>
      given()
        .when(track({ claimedEmail: ' SAM@example.com ' }))
        .then([TRACKED]));
    it('refuses a follow-up to another address than the lead’s', () =>
      given()
        .when(track({ claimedEmail: 'other@example.com' }))
        .thenRejected(
          { status: 400, code: 'VALIDATION_FAILED', message: CART_MESSAGES.otherAddress, errors: { customer_email: CART_MESSAGES.otherAddress } },
          CartRejected,
        ));
    it('refuses a lead without an e-mail address to follow up', () =>
      given()
        .when(track({ cart: { ...CART, customerEmail: '' } }))
        .thenRejected({ status: 409, code: 'CART_NO_ADDRESS', message: CART_MESSAGES.noAddress }, CartRejected));
    it.each(['/checkout', '/checkout/step-2', '/subscription-success', '/payment-success?x=1', '/customer-portal'])(
      'never starts from a payment page (%s)',
      (page) =>
        given()
          .when(track({ cart: { ...CART, page }, trigger: 'unload' }))
          .thenRejected(skipped('payment-page'), CartSkipped),
    );
    it('tracks on a page that merely starts like one', () =>
      given()
        .when(track({ cart: { ...CART, page: '/checkouts-faq' } }))
        .then([{ type: 'cart.tracked', data: { ...CART, page: '/checkouts-faq' } }]));
    it('skips a person who has bought', () =>
      given()
        .when(track({ purchased: true, alreadySent: true }))
        .thenRejected(skipped('purchased'), CartSkipped));
    it('never sends twice: skips a person already followed up, on any day', () => {
      given()
        .when(track({ alreadySent: true }))
        .thenRejected(skipped('already-sent'), CartSkipped);
      given(TRACKED, abandonedBy('page-hidden'))
        .when(track({ trigger: 'unload' }))
        .thenRejected(skipped('already-sent'), CartSkipped);
    });
  });

  describe('settle at the end of the day', () => {
    it('sends the follow-up once the day is over', () =>
      given(TRACKED)
        .when(settle(DUE))
        .then([abandonedBy('end-of-day')]));
    it('waits until the end of the day', () => given(TRACKED).when(settle('2026-01-16T07:59:59.998Z')).then([]));
    it('skips a person who bought or was followed up meanwhile', () => {
      given(TRACKED)
        .when(settle(DUE, { purchased: true }))
        .then([]);
      given(TRACKED)
        .when(settle(DUE, { alreadySent: true }))
        .then([]);
    });
    it('is idempotent: a cart already sent (by beacon or end of day) or unknown is left alone', () => {
      given(TRACKED, abandonedBy('unload')).when(settle(DUE)).then([]);
      given(TRACKED, abandonedBy('end-of-day')).when(settle(DUE)).then([]);
      given().when(settle(DUE)).then([]);
    });
  });

  describe('evolve', () => {
    it('keeps the first due time and the abandonment, whatever is tracked later', () => {
      expect(fold(CART_STREAM_DEFINITION, [TRACKED, { type: 'cart.tracked', data: { ...CART, followUpDueAt: '2026-01-17T00:00:00.000Z' } }])).toMatchObject({
        status: 'tracking',
        followUpDueAt: DUE,
      });
      expect(fold(CART_STREAM_DEFINITION, [TRACKED, abandonedBy('page-hidden'), TRACKED])).toMatchObject({
        exists: true,
        cartId: 'cart-1',
        status: 'abandoned',
        trigger: 'page-hidden',
      });
    });
  });
});
