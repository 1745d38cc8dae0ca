import { createHmac, hkdfSync } from 'node:crypto';

/** What each derived key is for; no key serves two ends. */
export type OrderSecretPurpose = 'submission-fingerprint' | 'checkout-resume' | 'order-link';

/**
 * Keyed digests for the orders module, under keys derived (HKDF) from the vault master key, so a digest of
 * personal details can't be recomputed by someone holding only the details, and the server needs no second secret.
 */
export class OrderSecrets {
  private readonly keys = new Map<OrderSecretPurpose, Buffer>();

  constructor(private readonly masterKey: Buffer) {}

  /** HMAC-SHA256 of value, base64url (43 characters). */
  mac(purpose: OrderSecretPurpose, value: string): string {
    return createHmac('sha256', this.keyFor(purpose)).update(value).digest('base64url');
  }

  private keyFor(purpose: OrderSecretPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.masterKey, Buffer.alloc(0), `scv-orders:${purpose}`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
