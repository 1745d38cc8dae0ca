import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../api/http';
import { contactUpdateValue } from './contact-rules';
import { heldLead, holdLead, type LeadCredentials } from './lead-credentials';
import type { StepSnapshots } from './lead-snapshot';
import { CHECKOUT_PROGRESS_WAIT_MS, LEAD_CREATION_DELAY_MS, LEAD_PROGRESS_DEBOUNCE_MS } from './lead-timings';
import { abandonLead, createLead, LEAD_STEPS, progressLead, type ContactFieldType, type LeadFormData, type LeadProgress } from './leads-api';
import { usePageLeave } from './usePageLeave';
import { settleWithin } from './settle-within';

export interface LeadTrackingInput {
  /** The visitor has changed something on the form. */
  touched: boolean;
  /** Contact fields as last left by the visitor; null while one is being typed in. */
  contacts: Record<ContactFieldType, string | null>;
  formData: LeadFormData;
  steps: StepSnapshots;
  /** Set once Pay has started the redirect to checkout: leaving then is not abandoning. */
  leavingForCheckout: RefObject<boolean>;
}

/** The Existing Client dialog's state: the e-mail that belongs to a paying customer. */
export interface ExistingClientPrompt {
  email: string;
  confirming: boolean;
}

const CONTACT_FIELDS: ContactFieldType[] = ['name', 'email', 'phone'];

/**
 * The browser's half of the lead lifecycle (spec 000 §4); the server decides reuse, blocking and conversion.
 * Every call failure is only logged (spec 000 §8).
 */
export function useLeadTracking({ touched, contacts, formData, steps, leavingForCheckout }: LeadTrackingInput) {
  const [held, setHeld] = useState<LeadCredentials | null>(null);
  const leadId = held?.leadId ?? null;
  const [creating, setCreating] = useState(false);
  const [existingClient, setExistingClient] = useState<ExistingClientPrompt | null>(null);
  const latest = useRef({ formData, steps });
  const lead = useRef<LeadCredentials | null>(null);
  // Converted or abandoned: the server answers 409 from then on.
  const closed = useRef(false);
  // E-mails already put to the server in this page view (created, blocked or declined): never asked twice.
  const tried = useRef(new Set<string>());
  const sentSteps = useRef<Partial<StepSnapshots>>({});
  const sentContacts = useRef<Partial<Record<ContactFieldType, string>>>({});
  const queue = useRef<Promise<void>>(Promise.resolve());
  const creation = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    latest.current = { formData, steps };
  });

  /** Progress calls go one at a time, in order. */
  const send = useCallback((progress: LeadProgress): Promise<void> => {
    const next = queue.current.then(async () => {
      const current = lead.current;
      if (!current || closed.current) return;
      try {
        await progressLead(current, progress);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) closed.current = true;
        else console.error(`Lead progress (${progress.step}) failed:`, error);
      }
    });
    queue.current = next;
    return next;
  }, []);

  const create = useCallback((email: string, confirmExistingClient: boolean) => {
    tried.current.add(email.toLowerCase());
    const { formData: snapshot, steps: snapshotSteps } = latest.current;
    setCreating(true);
    const run = async () => {
      try {
        // The lead this browser holds for the e-mail, if any: reused while open, and the proof of a customer who paid here.
        const result = await createLead(email, snapshot, confirmExistingClient, heldLead(email));
        if (result.status === 'blocked' || !result.leadId || !result.leadToken) {
          // Blocked without existingClient: a lead abandoned in the last 4 hours; stay silent.
          if (result.existingClient && !confirmExistingClient) setExistingClient({ email, confirming: false });
          return;
        }
        const own = { leadId: result.leadId, token: result.leadToken };
        holdLead(email, own);
        lead.current = own;
        sentSteps.current = { ...snapshotSteps };
        sentContacts.current = { email };
        setHeld(own);
      } catch (error) {
        console.error('Lead creation failed:', error);
      } finally {
        setCreating(false);
      }
    };
    creation.current = run();
    return creation.current;
  }, []);

  const email = contacts.email === null ? null : contactUpdateValue('email', contacts.email);

  // A dirty form with a valid e-mail starts the lead, once per e-mail; after that an e-mail change is a contact update.
  useEffect(() => {
    if (!touched || !email || leadId || creating || existingClient || closed.current || tried.current.has(email.toLowerCase())) return;
    const timer = window.setTimeout(() => void create(email, false), LEAD_CREATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [touched, email, leadId, creating, existingClient, create]);

  const { name, phone } = contacts;
  useEffect(() => {
    if (!leadId) return;
    const left: Record<ContactFieldType, string | null> = { name, email, phone };
    for (const fieldType of CONTACT_FIELDS) {
      const raw = left[fieldType];
      const value = raw === null ? null : contactUpdateValue(fieldType, raw);
      if (!value || value === sentContacts.current[fieldType]) continue;
      sentContacts.current[fieldType] = value;
      sentSteps.current['customer-info'] = latest.current.steps['customer-info'];
      void send({ step: 'customer-info', form_data: latest.current.formData, contact_field_update: { fieldType, value } });
    }
  }, [leadId, name, email, phone, send]);

  const stepsKey = JSON.stringify(steps);
  useEffect(() => {
    if (!leadId) return;
    const timer = window.setTimeout(() => {
      const { steps: current, formData: snapshot } = latest.current;
      for (const step of LEAD_STEPS) {
        if (current[step] === sentSteps.current[step]) continue;
        sentSteps.current[step] = current[step];
        void send({ step, form_data: snapshot });
      }
    }, LEAD_PROGRESS_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [leadId, stepsKey, send]);

  usePageLeave((how) => {
    const current = lead.current;
    if (!current || closed.current || leavingForCheckout.current) return;
    // A hidden tab's beacon is a signal the server records without closing the lead (issue 18 §6); only the unload closes it.
    if (how === 'closed') closed.current = true;
    abandonLead(current, how === 'hidden' ? 'page-hidden' : 'browser-closed', latest.current.formData);
  });

  const confirmExistingClient = useCallback(async () => {
    if (!existingClient || existingClient.confirming) return;
    setExistingClient({ ...existingClient, confirming: true });
    await create(existingClient.email, true);
    setExistingClient(null);
  }, [existingClient, create]);

  const declineExistingClient = useCallback(() => {
    setExistingClient((prompt) => (prompt?.confirming ? prompt : null));
  }, []);

  /** Sends the 'checkout' step (moving the lead to in progress) and answers the lead id for the checkout request. */
  const startCheckout = useCallback(async (): Promise<string | undefined> => {
    await settleWithin(creation.current, CHECKOUT_PROGRESS_WAIT_MS);
    const id = lead.current?.leadId;
    if (!id) return undefined;
    if (!closed.current) {
      const { formData: snapshot, steps: current } = latest.current;
      sentSteps.current = { ...current };
      await settleWithin(send({ step: 'checkout', form_data: snapshot, move_to_in_progress: true }), CHECKOUT_PROGRESS_WAIT_MS);
    }
    return id;
  }, [send]);

  /** lead: this browser's own lead and its secret, once the server has started or reused it. */
  return { lead: held, existingClient, confirmExistingClient, declineExistingClient, startCheckout };
}
