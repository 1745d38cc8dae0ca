/**
 * Above this many orders (after the list's filters) the admin list's total is the planner's estimate, not a count
 * (issue 19): the server answers it in Content-Range as a number, and the admin shows it as "about …" (issue 18).
 */
export const ORDER_COUNT_EXACT_UP_TO = 1_000;

/** A total as staff read it: exact up to ORDER_COUNT_EXACT_UP_TO, above it the estimate rounded to two figures. */
export function orderTotalLabel(total: number): string {
  if (total <= ORDER_COUNT_EXACT_UP_TO) return total.toLocaleString('en-US');
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return `about ${(Math.round(total / step) * step).toLocaleString('en-US')}`;
}
