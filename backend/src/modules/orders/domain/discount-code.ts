import { stripMarkup } from '../../pricing';

export interface DiscountCode {
  id: string;
  code: string;
  discountPercent: number;
}

export type DiscountCodeCheck = { isValid: true; discountCode: DiscountCode } | { isValid: false; error: string };

/** The code as the spec compares it: trimmed and upper-cased. */
export const normaliseCode = (code: string) => stripMarkup(code).toUpperCase();
