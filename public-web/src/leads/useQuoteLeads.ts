import { useCallback, useMemo, useRef } from 'react';
import type { CustomerField, QuoteFormState } from '../quote/quote-form-state';
import { leadFormData, stepSnapshots } from './lead-snapshot';
import { useAbandonedCart } from './useAbandonedCart';
import { useLeadTracking } from './useLeadTracking';

interface QuoteLeadsInput {
  form: QuoteFormState;
  /** The applied discount code, or ''. */
  discountCode: string;
  /** The customer field the visitor is typing in: its value isn't final until they leave it. */
  editing: CustomerField | null;
}

/** The quote form's lead and abandoned-cart tracking, and the hand-over of the lead id to checkout. */
export function useQuoteLeads({ form, discountCode, editing }: QuoteLeadsInput) {
  const { plan, choices, customer } = form;
  const leavingForCheckout = useRef(false);
  const touched = form.touched || discountCode !== '';
  const left = (field: CustomerField) => (editing === field ? null : customer[field]);
  const contacts = { name: left('name'), email: left('email'), phone: left('phone') };

  const formData = useMemo(() => leadFormData({ plan, choices, customer }, discountCode), [plan, choices, customer, discountCode]);
  const steps = useMemo(() => stepSnapshots({ plan, choices, customer }, discountCode), [plan, choices, customer, discountCode]);
  const signature = JSON.stringify([
    plan,
    choices,
    discountCode,
    contacts.name,
    contacts.email,
    contacts.phone,
    editing === 'zipCode' ? null : customer.zipCode,
  ]);

  const lead = useLeadTracking({ touched, contacts, formData, steps, leavingForCheckout });
  useAbandonedCart({ touched, lead: lead.lead, name: contacts.name, email: contacts.email, current: customer, formData, signature, leavingForCheckout });

  const { startCheckout } = lead;
  /** Called once the checkout request is about to go: no abandonment from here on; answers the lead id. */
  const beforeCheckout = useCallback(() => {
    leavingForCheckout.current = true;
    return startCheckout();
  }, [startCheckout]);

  /** The checkout didn't open (refused or failed): the visitor is still here. */
  const checkoutStopped = useCallback(() => {
    leavingForCheckout.current = false;
  }, []);

  return {
    existingClient: lead.existingClient,
    confirmExistingClient: lead.confirmExistingClient,
    declineExistingClient: lead.declineExistingClient,
    beforeCheckout,
    checkoutStopped,
  };
}
