import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { DiscountCode, normaliseCode } from '../domain/discount-code';

/** Codes written outside the admin: the first start's demo code (and test fixtures); an existing code is updated in place. */
@Injectable()
export class DiscountCodes {
  constructor(@Inject(Database) private readonly db: Database) {}

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
