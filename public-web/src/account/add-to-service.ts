import { ADD_ON_IDS, type AddOnId } from '../quote/pricing';

/** The post-payment "Add to Service" offer, kept while the customer signs in (the link may open in another tab). */
const KEY = 'account.addToService';
const FRESH_MS = 60 * 60_000;

export interface PendingAddOn {
  orderId: string;
  addOn: AddOnId;
}

/** The browser's localStorage (absent in private modes that refuse it, and outside a browser). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const store = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;

const isAddOn = (value: unknown): value is AddOnId => typeof value === 'string' && (ADD_ON_IDS as readonly string[]).includes(value);

/**
 * A paid subscription is already a customer's plan: its extras are added to that SAME subscription from the account
 * (priced and prorated there; no second checkout, no second setup fee). A one-time cleanup starts a new quote.
 */
export const addsToSameSubscription = (order: { isSubscription: boolean; paymentStatus: string }) =>
  order.isSubscription && order.paymentStatus === 'completed';

/** /account?change=<order id>&addOn=<add-on id>: opens that plan's change dialog with the add-on ticked. */
export const addToServicePath = (orderId: string, addOn: AddOnId) => `/account?change=${encodeURIComponent(orderId)}&addOn=${addOn}`;

export function rememberAddOn(pending: PendingAddOn): void {
  try {
    store()?.setItem(KEY, JSON.stringify({ ...pending, at: Date.now() }));
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
    remembered = JSON.parse(store()?.getItem(KEY) ?? 'null');
    store()?.removeItem(KEY);
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
