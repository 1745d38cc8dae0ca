import { createHash } from 'node:crypto';
import type { CustomerData, QuoteChoices } from '../../pricing';
import { OrderSecrets } from '../order-secrets';
import { submissionFingerprint } from './submission-fingerprint';

const customer: CustomerData = { name: 'Jamie Rivera', email: 'jamie@example.com', phone: '(661) 555-0100', zipCode: '91354', specialInstructions: '' };
const choices = {
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '2',
  yardSize: 'medium',
  addOns: {},
  trashDay: '',
  commitmentMonths: 1,
} as unknown as QuoteChoices;

describe('submission fingerprint', () => {
  const secrets = new OrderSecrets(Buffer.alloc(32, 7));

  it('is the same for the same e-mail, ZIP and choices, and differs when a choice does', () => {
    const fingerprint = submissionFingerprint(secrets, customer, choices, null);
    expect(submissionFingerprint(secrets, { ...customer, name: 'Someone Else', zipCode: '91354-1234' }, choices, null)).toBe(fingerprint);
    expect(submissionFingerprint(secrets, customer, { ...choices, numberOfDogs: '1' } as QuoteChoices, null)).not.toBe(fingerprint);
    expect(submissionFingerprint(secrets, customer, choices, 'WELCOME10')).not.toBe(fingerprint);
  });

  it('is keyed: another server key gives another value, and no bare hash of the details matches it', () => {
    const fingerprint = submissionFingerprint(secrets, customer, choices, null);
    expect(submissionFingerprint(new OrderSecrets(Buffer.alloc(32, 8)), customer, choices, null)).not.toBe(fingerprint);
    const canonical = JSON.stringify([customer.email, '91354', 'subscription', 'weekly', '2', 'medium', {}, '', 1, null]);
    for (const encoding of ['hex', 'base64url'] as const) expect(createHash('sha256').update(canonical).digest(encoding)).not.toBe(fingerprint);
  });
});
