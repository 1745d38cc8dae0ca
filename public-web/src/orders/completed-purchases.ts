/** localStorage key from spec 000 §3: emails that have paid, so abandoned-cart reminders skip them. */
export const COMPLETED_PURCHASES_KEY = 'completed_purchases';

export function recordCompletedPurchase(email: string): void {
  const normalised = email.trim().toLowerCase();
  if (!normalised) return;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(COMPLETED_PURCHASES_KEY) ?? '[]');
    const emails = Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
    if (!emails.includes(normalised)) window.localStorage.setItem(COMPLETED_PURCHASES_KEY, JSON.stringify([...emails, normalised]));
  } catch (error) {
    // Private mode or a full store: the purchase itself is unaffected.
    console.warn('Could not record the completed purchase locally:', error);
  }
}
