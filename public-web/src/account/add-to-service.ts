import { ADD_ON_IDS, type AddOnId } from '../quote/pricing';

/** The post-payment "Add to Service" offer, kept while the customer signs in (the link may open in another tab). */
const KEY = 'account.addToService';
const FRESH_MS = 60 * 60_000;

export interface PendingAddOn {
  orderId: string;
  addOn: AddOnId;
}

const isAddOn = (value: unknown): value is AddOnId => typeof value === 'string' && (ADD_ON_IDS as readonly string[]).includes(value);

/** /account?change=<order id>&addOn=<add-on id>: opens that plan's change dialog with the add-on ticked. */
export const addToServicePath = (orderId: string, addOn: AddOnId) => `/account?change=${encodeURIComponent(orderId)}&addOn=${addOn}`;

export function rememberAddOn(pending: PendingAddOn): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...pending, at: Date.now() }));
  } catch {
    // Private mode: the offer still works from the page's own address.
  }
}

/** The offer from the address, else one remembered in the last hour; whichever is read is then forgotten. */
export function takePendingAddOn(params: URLSearchParams): PendingAddOn | null {
  const orderId = params.get('change');
  const addOn = params.get('addOn');
  let remembered: unknown = null;
  try {
    remembered = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    localStorage.removeItem(KEY);
  } catch {
    remembered = null;
  }
  if (orderId && isAddOn(addOn)) return { orderId, addOn };
  if (remembered && typeof remembered === 'object') {
    const r = remembered as { orderId?: unknown; addOn?: unknown; at?: unknown };
    if (typeof r.orderId === 'string' && isAddOn(r.addOn) && typeof r.at === 'number' && Date.now() - r.at < FRESH_MS)
      return { orderId: r.orderId, addOn: r.addOn };
  }
  return null;
}
