import { postJson } from '../api/http';
import type { AddOns, CommitmentMonths, NumberOfDogs, ServiceFrequency, ServiceType, Weekday, YardSize } from './pricing';

export interface DiscountCode {
  id: string;
  code: string;
  discountPercent: number;
}

export type DiscountValidation = { isValid: true; discountCode: DiscountCode } | { isValid: false; error?: string };

export function validateDiscountCode(code: string, signal?: AbortSignal): Promise<DiscountValidation> {
  return postJson<DiscountValidation>('/api/discount-codes/validate', { code }, signal);
}

export interface CheckoutRequest {
  customerData: {
    name: string;
    email: string;
    phone: string;
    zipCode: string;
    numberOfDogs: NumberOfDogs | '';
    yardSize: YardSize | '';
    serviceFrequency: ServiceFrequency | '';
    serviceType: ServiceType;
    specialInstructions: string;
  };
  selectedAddOns: AddOns;
  trashDay: Weekday | '';
  commitmentMonths: CommitmentMonths;
  discountCode?: string;
  /** The visitor's lead in this page view, converted when the payment completes. */
  leadId?: string;
}

export interface CheckoutSession {
  url?: string;
  orderId?: string;
}

/** One-time cleanups pay once; regular visits and bins-only are subscriptions. The server prices both. */
export function createCheckout(kind: 'subscription' | 'one-time', request: CheckoutRequest): Promise<CheckoutSession> {
  return postJson<CheckoutSession>(`/api/checkout/${kind}`, request);
}
