import { getJson, postJson } from '../api/http';

export interface AccountVisit {
  id: string;
  date: string;
  windowStart: string;
  windowEnd: string;
  kind: 'scoop' | 'bin-out' | 'bin-in';
  status: string;
  note: string | null;
  canSkip: boolean;
  /** Why the scooper could not do the visit, e.g. 'locked-gate'. */
  skipReason: string | null;
  /** Before and after photos, or the photo of what stopped a skip (a locked gate, a dog out). */
  photos: Array<{ id: string; url: string; kind?: 'before' | 'after' | 'skip' }>;
  /** A free return visit we gave at no charge. */
  freeReturn?: boolean;
}

export interface AccountReceipt {
  id: string;
  /** A payment the customer made, or money that went back to them. */
  kind: 'payment' | 'refund';
  amount: number;
  paidAt: string;
  /** The service period a renewal paid for. */
  periodStart: string | null;
  periodEnd: string | null;
  cardLastFour: string | null;
  /** e.g. 'visa'; null when the provider did not say. */
  cardBrand?: string | null;
  description: string;
}

export interface AccountPlan {
  orderId: string;
  /** SCV-10427, what the customer quotes to us. */
  orderNumber: string | null;
  planId: string | null;
  status: 'starting' | 'active' | 'paused' | 'cancelled' | 'one-time';
  isSubscription: boolean;
  frequency: string;
  numberOfDogs: string;
  yardSize: string;
  addOns: string[];
  addOnIds: string[];
  trashDay: string | null;
  preferredDays: string[];
  pricePerPeriod: number;
  period: 'month' | 'visit';
  nextChargeDate: string | null;
  pausedFrom: string | null;
  resumedFrom: string | null;
  cancelledFrom: string | null;
  address: string;
  upcomingVisits: AccountVisit[];
  pastVisits: AccountVisit[];
  receipts: AccountReceipt[];
  /** The card on file; null until the provider said. */
  card?: { brand: string; lastFour: string } | null;
  /** An unpaid invoice (null in good standing). */
  pastDue?: { amountDue: number | null; since: string; suspended: boolean } | null;
  canUpdateCard?: boolean;
}

export interface AccountOverview {
  customer: { email: string; name: string | null };
  plans: AccountPlan[];
  messages: Array<{ id: string; kind: string; subject: string; sentAt: string }>;
  cancellationReasons: string[];
  pauseMaxWeeks: number;
}

export const fetchOverview = (signal?: AbortSignal) => getJson<AccountOverview>('/api/account/overview', signal);
export const requestSignInLink = (email: string) => postJson<{ message: string }>('/api/account/sign-in-link', { email });
export const skipVisit = (visitId: string) => postJson<{ message: string }>(`/api/account/visits/${encodeURIComponent(visitId)}/skip`, {});
export const cancelPlan = (planId: string, reason: string) =>
  postJson<{ message: string }>(`/api/account/plans/${encodeURIComponent(planId)}/cancel`, { reason });
export const pausePlan = (planId: string, weeks: number) => postJson<{ message: string }>(`/api/account/plans/${encodeURIComponent(planId)}/pause`, { weeks });
export const resumePlan = (planId: string) => postJson<{ message: string }>(`/api/account/plans/${encodeURIComponent(planId)}/resume`, {});
export const changeDays = (planId: string, preferredDays: string[], trashDay: string | null) =>
  postJson<{ message: string }>(`/api/account/plans/${encodeURIComponent(planId)}/days`, { preferredDays, trashDay });

/** A change of add-ons, dogs or frequency on the same subscription; the server prices it (no price is ever sent). */
export interface ServiceChange {
  serviceFrequency?: string;
  numberOfDogs?: string;
  addOns?: Record<string, boolean>;
  trashDay?: string;
}

export interface ServiceChangeAnswer {
  orderId: string;
  unchanged: boolean;
  choices: { serviceFrequency: string; numberOfDogs: string; addOns: string[]; trashDay: string | null };
  currentMonthlyPrice: number;
  newMonthlyPrice: number;
  newRecurring: number;
  intervalMonths: 1 | 3;
  lineItems: Array<{ id: string; label: string; amount: number; note?: string }>;
  effectiveFrom: string;
  prorationAmount: number;
  nextChargeDate: string;
  nextChargeAmount: number;
  message: string;
}

export const previewServiceChange = (orderId: string, change: ServiceChange, signal?: AbortSignal) =>
  postJson<ServiceChangeAnswer>(`/api/account/orders/${encodeURIComponent(orderId)}/change/preview`, change, signal);
export const changeService = (orderId: string, change: ServiceChange) =>
  postJson<ServiceChangeAnswer>(`/api/account/orders/${encodeURIComponent(orderId)}/change`, change);
/** The card page of one of the customer's subscriptions: Stripe's Billing Portal, or the sandbox's own page. */
export const openCardPage = (orderId: string) => postJson<{ url: string }>(`/api/account/orders/${encodeURIComponent(orderId)}/card-page`, {});
/** Pays the overdue invoice again with the card on file (after the customer updated it). */
export const retryPayment = (orderId: string) => postJson<{ status: string }>(`/api/account/orders/${encodeURIComponent(orderId)}/retry-payment`, {});

export interface CardPage {
  id: string;
  status: 'open' | 'complete' | 'expired';
  businessName: string;
  plan: string;
  card: { brand: string; lastFour: string } | null;
  amountDue: number | null;
  testCards: Array<{ number: string; brand: string; declined: boolean }>;
}

export interface SavedCard {
  redirectUrl: string;
  cardBrand: string;
  cardLastFour: string;
  overduePaid: boolean;
}

export const fetchCardPage = (id: string, signal?: AbortSignal) => getJson<CardPage>(`/api/account/card-pages/${encodeURIComponent(id)}`, signal);
export const saveCard = (id: string, cardNumber: string) => postJson<SavedCard>(`/api/account/card-pages/${encodeURIComponent(id)}`, { cardNumber });
