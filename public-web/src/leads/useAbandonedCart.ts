import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isCartEmailSkipped, recordCartEmailSent } from './cart-storage';
import { contactUpdateValue } from './contact-rules';
import type { LeadCredentials } from './lead-credentials';
import { CART_TRACK_DEBOUNCE_MS, CART_TRACK_MIN_INTERVAL_MS } from './lead-timings';
import { beaconAbandonedCart, trackAbandonedCart, type AbandonedCart, type LeadFormData } from './leads-api';
import { usePageLeave } from './usePageLeave';
import { callFailureMessage } from '../api/call-failure-messages';

export interface AbandonedCartInput {
  touched: boolean;
  /** This browser's own lead: the server e-mails the address it holds, so there is no cart without one. */
  lead: LeadCredentials | null;
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

interface Cart {
  body: AbandonedCart;
  /** The e-mail as the form has it, for this browser's own sent list. */
  email: string;
}

/** The cart the server may e-mail about: the browser's lead, a name and a valid e-mail that hasn't paid or been e-mailed. */
function cartFor(lead: LeadCredentials | null, name: string, email: string, formData: LeadFormData): Cart | null {
  const customerEmail = contactUpdateValue('email', email);
  const customerName = name.trim();
  if (!lead || !customerName || !customerEmail || isCartEmailSkipped(customerEmail)) return null;
  return { body: { lead_id: lead.leadId, lead_token: lead.token, customer_name: customerName, form_data: formData }, email: customerEmail };
}

/**
 * Abandoned-cart e-mail tracking (spec 000 §4): starts once name and e-mail are filled, re-tracks after substantial
 * changes, and sends a beacon when a dirty form's page is hidden or unloaded. The server keeps the authoritative list.
 */
export function useAbandonedCart({ touched, lead, name, email, current, formData, signature, leavingForCheckout }: AbandonedCartInput) {
  const latest = useRef({ touched, lead, name, email, current, formData, signature });
  const tracked = useRef<{ email: string; signature: string; at: number } | null>(null);
  const trackedEmails = useRef(new Set<string>());

  useEffect(() => {
    latest.current = { touched, lead, name, email, current, formData, signature };
  });

  const track = useCallback(async (cart: Cart) => {
    tracked.current = { email: cart.email, signature: latest.current.signature, at: Date.now() };
    try {
      const result = await trackAbandonedCart(cart.body);
      if (result.status === 'sent') recordCartEmailSent(cart.email);
    } catch (error) {
      // Spec 000 §8: cart failures never interrupt the visitor; they are logged in spec 001 §8's words.
      console.error(callFailureMessage('cart', error), error);
    }
  }, []);

  // Once per e-mail, as soon as name and e-mail are both filled and the lead has started.
  useEffect(() => {
    if (!touched || name === null || email === null) return;
    const cart = cartFor(lead, name, email, latest.current.formData);
    if (!cart || trackedEmails.current.has(cart.email.toLowerCase())) return;
    trackedEmails.current.add(cart.email.toLowerCase());
    void track(cart);
  }, [touched, lead, name, email, track]);

  // Again after a substantial change, once the form is still, at most every 10 s.
  useEffect(() => {
    const last = tracked.current;
    if (!last || last.signature === signature) return;
    const wait = Math.max(CART_TRACK_DEBOUNCE_MS, last.at + CART_TRACK_MIN_INTERVAL_MS - Date.now());
    const timer = window.setTimeout(() => {
      const now = latest.current;
      const cart = cartFor(now.lead, now.name ?? now.current.name, tracked.current?.email ?? '', now.formData);
      if (cart) void track(cart);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [signature, track]);

  usePageLeave((how) => {
    const now = latest.current;
    if (!now.touched || leavingForCheckout.current) return;
    const cart = cartFor(now.lead, now.current.name, now.current.email, now.formData);
    // A hidden tab's beacon only tracks (the server keeps the end-of-day follow-up armed, issue 18 §6); an unload sends it.
    if (cart && beaconAbandonedCart(how === 'hidden' ? 'page-hidden' : 'unload', cart.body) && how === 'closed') recordCartEmailSent(cart.email);
  });
}
