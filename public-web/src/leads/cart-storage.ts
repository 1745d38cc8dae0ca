import { COMPLETED_PURCHASES_KEY } from '../orders/completed-purchases';

/** localStorage key from spec 000 §3: e-mails that already got the abandoned-cart e-mail. */
export const ABANDONED_CART_SENT_KEY = 'abandoned_cart_sent_emails';

const normalise = (email: string) => email.trim().toLowerCase();

function readList(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string').map(normalise) : [];
  } catch {
    return [];
  }
}

/** No abandoned-cart e-mail for someone who has paid or has had one already (the server keeps its own list too). */
export function isCartEmailSkipped(email: string): boolean {
  const key = normalise(email);
  return readList(COMPLETED_PURCHASES_KEY).includes(key) || readList(ABANDONED_CART_SENT_KEY).includes(key);
}

export function recordCartEmailSent(email: string): void {
  const key = normalise(email);
  const sent = readList(ABANDONED_CART_SENT_KEY);
  if (sent.includes(key)) return;
  try {
    window.localStorage.setItem(ABANDONED_CART_SENT_KEY, JSON.stringify([...sent, key]));
  } catch (error) {
    console.warn('Could not record the abandoned-cart e-mail locally:', error);
  }
}
