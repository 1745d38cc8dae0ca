import { commitNotice, ofOtherStreams, wakesFor } from './commit-notice';

const orders = { streamTypes: ['order'] };
/** A consumer of order streams that acts on payments only. */
const payments = { streamTypes: ['order'], handles: (type: string) => type === 'order.payment-completed' };

describe('consumer runner: which commit notices wake a consumer', () => {
  it('given a consumer of order streams, when an order commit is noticed, then it wakes', () => {
    expect(wakesFor(orders, commitNotice('order', 'order.checkout-started'))).toBe(true);
    expect(wakesFor(orders, 'order')).toBe(true);
  });

  it('given a consumer of order and visit streams, when a lead commit is noticed, then it stays asleep', () => {
    expect(wakesFor({ streamTypes: ['order', 'visit'] }, commitNotice('lead', 'lead.started'))).toBe(false);
    expect(wakesFor({ streamTypes: ['order', 'visit'] }, 'lead')).toBe(false);
  });

  it('given a consumer of every stream type, when any commit is noticed, then it wakes', () => {
    expect(wakesFor({}, commitNotice('lead', 'lead.started'))).toBe(true);
    expect(wakesFor({}, 'lead')).toBe(true);
  });

  it('given a consumer that acts on payments, when a checkout is noticed, then it stays asleep; when a payment is, it wakes', () => {
    expect(wakesFor(payments, commitNotice('order', 'order.checkout-started'))).toBe(false);
    expect(wakesFor(payments, commitNotice('order', 'order.payment-completed'))).toBe(true);
  });

  it('given a consumer that acts on payments, when the type comes on another stream type, then it stays asleep', () => {
    expect(wakesFor(payments, commitNotice('lead', 'order.payment-completed'))).toBe(false);
  });

  it('given a consumer that acts on payments, when a notice names the stream type alone (an append inside a caller transaction), then it wakes', () => {
    expect(wakesFor(payments, 'order')).toBe(true);
  });

  it('given a consumer of order streams, when a notice without a payload arrives, then it wakes (nothing is missed)', () => {
    expect(wakesFor(payments, '')).toBe(true);
    expect(wakesFor(payments, undefined)).toBe(true);
  });

  it('given a consumer of order streams, when a notice names a prototype key, then it stays asleep', () => {
    const handles = (type: string) => new Set(['order.payment-completed']).has(type);
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect(wakesFor(orders, key)).toBe(false);
      expect(wakesFor({ streamTypes: ['order'], handles }, commitNotice('order', key))).toBe(false);
      expect(wakesFor({ streamTypes: ['order'], handles }, commitNotice(key, 'order.payment-completed'))).toBe(false);
    }
  });
});

describe('consumer runner: which commit notices tell a consumer that other streams moved', () => {
  it('given a consumer of order streams, when a lead commit is noticed, then other streams moved; when an order commit is, not', () => {
    expect(ofOtherStreams(orders, commitNotice('lead', 'lead.started'))).toBe(true);
    expect(ofOtherStreams(orders, 'lead')).toBe(true);
    expect(ofOtherStreams(payments, commitNotice('order', 'order.checkout-started'))).toBe(false);
  });

  it('given a consumer of every stream type, or a notice without a payload, then there is nothing to move past', () => {
    expect(ofOtherStreams({}, commitNotice('lead', 'lead.started'))).toBe(false);
    expect(ofOtherStreams(orders, '')).toBe(false);
    expect(ofOtherStreams(orders, undefined)).toBe(false);
  });
});
