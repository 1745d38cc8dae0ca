import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { QUOTE_MESSAGES, stripMarkup } from '../../pricing';

export interface DiscountCode {
  id: string;
  code: string;
  discountPercent: number;
}

export type DiscountCodeCheck = { isValid: true; discountCode: DiscountCode } | { isValid: false; error: string };

/** The code as the spec compares it: trimmed and upper-cased. */
export const normaliseCode = (code: string) => stripMarkup(code).toUpperCase();

@Injectable()
export class DiscountCodes {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Valid when it exists, is active, hasn't expired and has uses left (uses = paid orders that carried it). */
  async check(input: string): Promise<DiscountCodeCheck> {
    const code = normaliseCode(input);
    if (!code) return { isValid: false, error: QUOTE_MESSAGES.invalidDiscountCode };
    const [row] = await this.db.query<{ id: string; code: string; discount_percent: number; usable: boolean }>(
      `select d.id, d.code, d.discount_percent,
         d.active and (d.expires_at is null or d.expires_at > $2)
           and (d.usage_limit is null or d.usage_limit > (select count(*) from customer_orders o
                where o.discount_code_id = d.id and o.payment_status = 'completed')) as usable
       from discount_codes d where upper(d.code) = $1`,
      [code, this.clock.now()],
    );
    if (!row?.usable) return { isValid: false, error: QUOTE_MESSAGES.invalidDiscountCode };
    return { isValid: true, discountCode: { id: row.id, code: row.code.toUpperCase(), discountPercent: row.discount_percent } };
  }

  async create(input: { code: string; discountPercent: number; active?: boolean; expiresAt?: Date | null; usageLimit?: number | null }): Promise<DiscountCode> {
    const [row] = await this.db.query<{ id: string }>(
      `insert into discount_codes (code, discount_percent, active, expires_at, usage_limit) values ($1, $2, $3, $4, $5)
       on conflict (upper(code)) do update set discount_percent = excluded.discount_percent, active = excluded.active,
         expires_at = excluded.expires_at, usage_limit = excluded.usage_limit
       returning id`,
      [normaliseCode(input.code), input.discountPercent, input.active ?? true, input.expiresAt ?? null, input.usageLimit ?? null],
    );
    return { id: row.id, code: normaliseCode(input.code), discountPercent: input.discountPercent };
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.query<{ n: number }>('select count(*)::int as n from discount_codes');
    return row.n === 0;
  }
}
