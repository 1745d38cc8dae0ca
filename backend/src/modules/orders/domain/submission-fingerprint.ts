import type { CustomerData, QuoteChoices } from '../../pricing';
import { OrderSecrets } from '../order-secrets';

/**
 * Same e-mail, ZIP and choices (and code) → same fingerprint: the duplicate-submission rule compares these.
 * Keyed, so the stored value can't be matched against a guess of someone's e-mail and plan.
 */
export function submissionFingerprint(secrets: OrderSecrets, customer: CustomerData, choices: QuoteChoices, code: string | null): string {
  const canonical = JSON.stringify([
    customer.email,
    customer.zipCode.slice(0, 5),
    choices.serviceType,
    choices.serviceFrequency,
    choices.numberOfDogs,
    choices.yardSize,
    choices.addOns,
    choices.trashDay,
    choices.commitmentMonths,
    code,
  ]);
  return secrets.mac('submission-fingerprint', canonical);
}
