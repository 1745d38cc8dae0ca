import { FakeClock } from '../../../platform/clock';
import { OrderSecrets } from '../order-secrets';
import { ORDER_LINK_TTL_MS, OrderLinks } from './order-links';

const ORDER_ID = '3f2b9c1e-8a4d-4c6b-9e7f-0a1b2c3d4e5f';

describe('order links: signed, expiring tokens for the confirmation e-mail', () => {
  const clock = new FakeClock();
  const links = new OrderLinks(new OrderSecrets(Buffer.alloc(32, 1)), clock);
  beforeEach(() => clock.set('2026-01-15T17:00:00.000Z'));

  it('given a token for an order, reading it back names that order', () => {
    const token = links.tokenFor(ORDER_ID);
    expect(token).toMatch(/^ol_[0-9a-f]{32}_[0-9a-z]+_[A-Za-z0-9_-]{43}$/);
    expect(links.orderIdFrom(token)).toBe(ORDER_ID);
  });

  it('refuses a token whose order id, expiry or signature was changed', () => {
    const token = links.tokenFor(ORDER_ID);
    const [, id, expires, signature] = /^ol_([0-9a-f]{32})_([0-9a-z]+)_(.+)$/.exec(token) as RegExpExecArray;
    const otherId = id.replace(/^./, id[0] === 'a' ? 'b' : 'a');
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    const otherSignature = signature.replace(/.$/, signature.endsWith('A') ? 'B' : 'A');
    for (const forged of [`ol_${otherId}_${expires}_${signature}`, `ol_${id}_${later}_${signature}`, `ol_${id}_${expires}_${otherSignature}`]) {
      expect(links.orderIdFrom(forged)).toBeNull();
    }
  });

  it('refuses a token signed under another key, a bare order id and a checkout session id', () => {
    const elsewhere = new OrderLinks(new OrderSecrets(Buffer.alloc(32, 2)), clock);
    expect(links.orderIdFrom(elsewhere.tokenFor(ORDER_ID))).toBeNull();
    expect(links.orderIdFrom(ORDER_ID)).toBeNull();
    expect(links.orderIdFrom('cs_sandbox_0123456789abcdef01234567')).toBeNull();
  });

  it('expires after the link lifetime', () => {
    const token = links.tokenFor(ORDER_ID);
    clock.advance(ORDER_LINK_TTL_MS - 1_000);
    expect(links.orderIdFrom(token)).toBe(ORDER_ID);
    clock.advance(1_000);
    expect(links.orderIdFrom(token)).toBeNull();
  });
});
