import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';

/** What staff may set on a code; counts and dates are the server's. */
export interface DiscountCodeFields {
  code: string;
  discount_percent: number;
  active?: boolean;
  expires_at?: string | null;
  usage_limit?: number | null;
}

/** Runs a write whose unique index on upper(code) may refuse it: a taken name is a field error. */
export async function writeCode(db: Database, sql: string, params: unknown[]): Promise<Array<{ id: string }>> {
  try {
    return await db.query<{ id: string }>(sql, params);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw Problem.validation({ code: DISCOUNT_CODE_MESSAGES.duplicate });
    throw error;
  }
}
