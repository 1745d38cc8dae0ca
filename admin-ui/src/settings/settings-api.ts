import { httpClient } from '../providers/httpClient';

const ADMIN = '/api/admin';

export interface CleanupStats {
  pendingWithoutPayment: number;
  expiredPending: number;
  duplicateOrders: number;
  duplicateGroups: number;
  olderThanHours: number;
}

export interface CleanupResult {
  removed: number;
  title: string;
  message: string;
}

export type PaymentMode = 'test' | 'production';

export interface PaymentModeView {
  mode: PaymentMode;
  testMode: boolean;
  provider: 'stripe' | 'sandbox';
  liveKeyConfigured: boolean;
  updatedAt: string;
}

export interface DataDeletionErasure {
  id: string;
  status: string;
  erased_at: string | null;
  erased_by: string | null;
  erased_streams: string[];
}

/** Settings and privacy actions (explicit calls, DESIGN §9), spread into the app's dataProvider. */
export interface SettingsMethods {
  getCleanupStats: () => Promise<CleanupStats>;
  runCleanup: (kind: 'expired' | 'duplicates') => Promise<CleanupResult>;
  getPaymentMode: () => Promise<PaymentModeView>;
  setPaymentMode: (mode: PaymentMode) => Promise<PaymentModeView>;
  erasePersonalData: (requestId: string) => Promise<DataDeletionErasure>;
}

export const settingsMethods: SettingsMethods = {
  getCleanupStats: async () => (await httpClient(`${ADMIN}/cleanup/stats`)).json as CleanupStats,
  runCleanup: async (kind) => (await httpClient(`${ADMIN}/cleanup/${kind}`, { method: 'POST', body: '{}' })).json as CleanupResult,
  getPaymentMode: async () => (await httpClient(`${ADMIN}/settings/payment-mode`)).json as PaymentModeView,
  setPaymentMode: async (mode) =>
    (await httpClient(`${ADMIN}/settings/payment-mode`, { method: 'PUT', body: JSON.stringify({ mode }) })).json as PaymentModeView,
  erasePersonalData: async (requestId) =>
    (await httpClient(`${ADMIN}/data-deletion-requests/${encodeURIComponent(requestId)}/erase`, { method: 'POST', body: '{}' })).json as DataDeletionErasure,
};
