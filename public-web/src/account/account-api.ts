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
  description: string;
}

export interface AccountPlan {
  orderId: string;
  planId: string | null;
  status: 'starting' | 'active' | 'paused' | 'cancelled' | 'one-time';
  isSubscription: boolean;
  frequency: string;
  numberOfDogs: string;
  yardSize: string;
  addOns: string[];
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
