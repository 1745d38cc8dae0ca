/** Short human order numbers (SCV-10427): the integer lives in the order's checkout-started event and read row. */
export const ORDER_NUMBER_PREFIX = 'SCV-';

export function formatOrderNumber(orderNumber: number | string | null | undefined): string | null {
  if (orderNumber === null || orderNumber === undefined || orderNumber === '') return null;
  return `${ORDER_NUMBER_PREFIX}${orderNumber}`;
}

/** What staff type in a search box: 'SCV-10427', 'scv 10427', '#10427' or '10427' → 10427; anything else → null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:scv\s*-?\s*|#\s*)?(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
