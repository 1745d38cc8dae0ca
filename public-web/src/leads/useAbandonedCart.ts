import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isCartEmailSkipped, recordCartEmailSent } from './cart-storage';
import { contactUpdateValue } from './contact-rules';
import { CART_TRACK_DEBOUNCE_MS, CART_TRACK_MIN_INTERVAL_MS } from './lead-timings';
import { beaconAbandonedCart, trackAbandonedCart, type AbandonedCart, type LeadFormData } from './leads-api';
import { usePageLeave } from './usePageLeave';

export interface AbandonedCartInput {
  touched: boolean;
  /** Name and e-mail as last left by the visitor; null while being typed in. */
  name: string | null;
  email: string | null;
  /** The fields as they are right now, for the beacon when the page goes away. */
  current: { name: string; email: string };
  formData: LeadFormData;
  /** Changes when the cart changes substantially (choices, contact details, discount). */
  signature: string;
  leavingForCheckout: RefObject<boolean>;
}

/** The cart the server may e-mail about: a name and a valid e-mail that hasn't paid or been e-mailed. */
function cartFor(name: string, email: string, formData: LeadFormData): AbandonedCart | null {
  const customerEmail = contactUpdateValue('email', email);
  const customerName = name.trim();
  if (!customerName || !customerEmail || isCartEmailSkipped(customerEmail)) return null;
  return { customer_name: customerName, customer_email: customerEmail, form_data: formData };
}

/**
 * Abandoned-cart e-mail tracking (spec 000 §4): starts once name and e-mail are filled, re-tracks after substantial
 * changes, and sends a beacon when a dirty form's page is hidden or unloaded. The server keeps the authoritative list.
 */
export function useAbandonedCart({ touched, name, email, current, formData, signature, leavingForCheckout }: AbandonedCartInput) {
  const latest = useRef({ touched, name, email, current, formData, signature });
  const tracked = useRef<{ email: string; signature: string; at: number } | null>(null);
  const trackedEmails = useRef(new Set<string>());

  useEffect(() => {
    latest.current = { touched, name, email, current, formData, signature };
  });

  const track = useCallback(async (cart: AbandonedCart) => {
    tracked.current = { email: cart.customer_email, signature: latest.current.signature, at: Date.now() };
    try {
      const result = await trackAbandonedCart(cart);
      if (result.status === 'sent') recordCartEmailSent(cart.customer_email);
    } catch (error) {
      console.error('Abandoned-cart tracking failed:', error);
    }
  }, []);

  // Once per e-mail, as soon as name and e-mail are both filled.
  useEffect(() => {
    if (!touched || name === null || email === null) return;
    const cart = cartFor(name, email, latest.current.formData);
    if (!cart || trackedEmails.current.has(cart.customer_email.toLowerCase())) return;
    trackedEmails.current.add(cart.customer_email.toLowerCase());
    void track(cart);
  }, [touched, name, email, track]);

  // Again after a substantial change, once the form is still, at most every 10 s.
  useEffect(() => {
    const last = tracked.current;
    if (!last || last.signature === signature) return;
    const wait = Math.max(CART_TRACK_DEBOUNCE_MS, last.at + CART_TRACK_MIN_INTERVAL_MS - Date.now());
    const timer = window.setTimeout(() => {
      const now = latest.current;
      const cart = cartFor(now.name ?? now.current.name, tracked.current?.email ?? '', now.formData);
      if (cart) void track(cart);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [signature, track]);

  usePageLeave((how) => {
    const now = latest.current;
    if (!now.touched || leavingForCheckout.current) return;
    const cart = cartFor(now.current.name, now.current.email, now.formData);
    if (cart && beaconAbandonedCart(how === 'hidden' ? 'page-hidden' : 'unload', cart)) recordCartEmailSent(cart.customer_email);
  });
}
