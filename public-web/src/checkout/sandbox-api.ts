import { getJson, postJson } from '../api/http';

export interface SandboxLineItem {
  label: string;
  amount: number;
  recurring: { intervalMonths: number } | null;
  description: string | null;
}

export interface SandboxBreakdownLine {
  id: string;
  label: string;
  amount: number;
  note?: string;
}

export interface SandboxSession {
  id: string;
  orderId: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  customerEmail: string;
  currency: string;
  lineItems: SandboxLineItem[];
  breakdown: SandboxBreakdownLine[];
  discountCode: string | null;
  trashDay: string | null;
  gifts: string[];
  amountDueToday: number;
  businessName: string;
}

const base = (id: string) => `/api/payments/sandbox/sessions/${encodeURIComponent(id)}`;

export const fetchSandboxSession = (id: string, signal?: AbortSignal) => getJson<SandboxSession>(base(id), signal);
export const paySandboxSession = (id: string) => postJson<{ redirectUrl: string }>(`${base(id)}/pay`, {});
export const cancelSandboxSession = (id: string) => postJson<{ redirectUrl: string }>(`${base(id)}/cancel`, {});

/** Where Cancel lands when the server does not say: back at the quote. */
export const CANCELLED_URL = '/?checkout=cancelled#quote';
