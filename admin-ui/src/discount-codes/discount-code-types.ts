import type { RaRecord } from 'react-admin';

export interface DiscountCodeRecord extends RaRecord<string> {
  code: string;
  discount_percent: number;
  active: boolean;
  expires_at: string | null;
  usage_limit: number | null;
  orders_count: number;
  completed_count: number;
  created_at: string;
}

/** Only what staff may set travels to the server (it rejects unknown fields). */
export function toDiscountCodeInput(data: Partial<DiscountCodeRecord>) {
  return {
    code: data.code ?? '',
    discount_percent: Number(data.discount_percent),
    active: data.active ?? true,
    expires_at: data.expires_at ? new Date(data.expires_at).toISOString() : null,
    usage_limit: data.usage_limit === null || data.usage_limit === undefined || String(data.usage_limit) === '' ? null : Number(data.usage_limit),
  };
}
