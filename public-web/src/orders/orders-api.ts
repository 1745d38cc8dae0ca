import { getJson, postJson } from '../api/http';
import type { AddOns } from '../quote/pricing';

export interface DogInfo {
  name: string;
  breed: string;
}

/** GET /api/orders/by-session/:sessionId and the onboarding read. */
export interface OrderView {
  id: string;
  /** The short number to quote (SCV-10427); null only for an order placed before numbers existed. */
  orderNumber: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  zipCode: string;
  serviceType: 'subscription' | 'one-time';
  isSubscription: boolean;
  isBinOnly: boolean;
  serviceFrequency: string;
  numberOfDogs: string;
  yardSize: string;
  addOns: AddOns;
  trashDay: string;
  commitmentMonths: number;
  finalPrice: number;
  setupFee: number;
  dueToday: number;
  /** The quote's itemised lines as charged (empty for orders recorded before lines were kept). */
  lineItems?: Array<{ id: string; label: string; amount: number; note?: string }>;
  discountCode?: string;
  amountPaid?: number | null;
  paidAt?: string | null;
  /** Included free, e.g. 'Bin deodorizing with your first month'. */
  gifts?: string[];
  paymentStatus: 'pending' | 'completed' | 'cancelled' | 'failed' | string;
  subscriptionStatus: string | null;
  customerInfoCompleted: boolean;
  onboardingCompleted: boolean;
  streetAddress: string;
  city?: string;
  state?: string;
  preferredDays: string[];
  scheduledDate: string | null;
  timeSlot: string | null;
  dogInfo: DogInfo[];
  specialNotes: string;
  createdAt: string;
}

export interface CustomerInfoBody {
  streetAddress: string;
  preferredDays?: string[];
  scheduledDate?: string;
  timeSlot?: string;
  dogInfo: DogInfo[];
  specialNotes?: string;
  /** Visit texts to the checkout phone (issue 16). */
  textOptIn?: boolean;
}

export interface OnboardingBody {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  preferredDays: string[];
  contactPreference: 'email';
  specialNotes?: string;
  optInMarketing: boolean;
}

/** Service details are taken once, by either form; later changes go through staff. */
export const detailsOnFile = (order: OrderView) => order.customerInfoCompleted || order.onboardingCompleted;

const bySession = (sessionId: string) => `/api/orders/by-session/${encodeURIComponent(sessionId)}`;
const onboarding = (orderId: string, sessionId: string) => `/api/orders/${encodeURIComponent(orderId)}/onboarding?session_id=${encodeURIComponent(sessionId)}`;

export const fetchOrderBySession = (sessionId: string, signal?: AbortSignal) => getJson<OrderView>(bySession(sessionId), signal);
export const saveCustomerInfo = (sessionId: string, body: CustomerInfoBody) => postJson<OrderView>(`${bySession(sessionId)}/customer-info`, body);
export const fetchOnboardingOrder = (orderId: string, sessionId: string, signal?: AbortSignal) => getJson<OrderView>(onboarding(orderId, sessionId), signal);
export const completeOnboarding = (orderId: string, sessionId: string, body: OnboardingBody) => postJson<OrderView>(onboarding(orderId, sessionId), body);
