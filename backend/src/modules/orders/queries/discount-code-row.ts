import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';

export interface AdminDiscountCode {
  id: string;
  code: string;
  discount_percent: number;
  active: boolean;
  expires_at: string | null;
  usage_limit: number | null;
  /** Orders that carried the code, and those of them that were paid (the paid ones count against max uses). */
  orders_count: number;
  completed_count: number;
  created_at: string;
}

export const DISCOUNT_CODE_USAGE = `(select count(*)::int from customer_orders o where o.discount_code_id = d.id) as orders_count,
  (select count(*)::int from customer_orders o where o.discount_code_id = d.id and o.payment_status = 'completed') as completed_count`;

export const toDiscountCode = (row: Record<string, unknown>): AdminDiscountCode => ({
  id: String(row.id),
  code: String(row.code),
  discount_percent: Number(row.discount_percent),
  active: Boolean(row.active),
  expires_at: isoOrNull(row.expires_at),
  usage_limit: row.usage_limit == null ? null : Number(row.usage_limit),
  orders_count: Number(row.orders_count ?? 0),
  completed_count: Number(row.completed_count ?? 0),
  created_at: isoOrNull(row.created_at)!,
});

export const DISCOUNT_CODES: ResourceSpec<AdminDiscountCode> = {
  resource: 'discount-codes',
  from: 'discount_codes d',
  select: `d.*, ${DISCOUNT_CODE_USAGE}`,
  sortable: { created_at: 'd.created_at', code: 'd.code', discount_percent: 'd.discount_percent', active: 'd.active', id: 'd.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'd.id',
  filters: {
    q: (value, bind) => (String(value).trim() ? `d.code ilike ${bind(containsPattern(value))}` : null),
    active: (value, bind) => `d.active = ${bind(value === true || value === 'true')}`,
  },
  map: toDiscountCode,
};
