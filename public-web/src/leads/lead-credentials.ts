/**
 * The leads this browser started, with their secrets: the server acts on a lead (progress, abandon, the
 * abandoned cart) and reuses it, or tells this browser it belongs to a customer, only for the holder.
 * localStorage, so a reload or a return visit in this browser finds its own lead again.
 */
const LEADS_KEY = 'scv.leads';
/** Newest first; old ones only matter as proof that this browser paid, so a few per browser are plenty. */
const MAX_KEPT = 10;

export interface LeadCredentials {
  leadId: string;
  token: string;
}

interface StoredLead extends LeadCredentials {
  email: string;
}

const normalise = (email: string) => email.trim().toLowerCase();

function isStoredLead(value: unknown): value is StoredLead {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.email === 'string' && typeof record.leadId === 'string' && typeof record.token === 'string';
}

function readAll(): StoredLead[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LEADS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredLead) : [];
  } catch {
    return [];
  }
}

/** The lead this browser holds for an e-mail, if any. */
export function heldLead(email: string): LeadCredentials | null {
  const key = normalise(email);
  const found = readAll().find((lead) => lead.email === key);
  return found ? { leadId: found.leadId, token: found.token } : null;
}

/** Keeps the lead the server just gave this browser for an e-mail, in place of an older one. */
export function holdLead(email: string, lead: LeadCredentials): void {
  const key = normalise(email);
  const others = readAll().filter((stored) => stored.email !== key);
  try {
    window.localStorage.setItem(LEADS_KEY, JSON.stringify([{ email: key, ...lead }, ...others].slice(0, MAX_KEPT)));
  } catch (error) {
    // Storage can be unavailable (private mode): the lead then lives for this page view only.
    console.warn('Could not keep the lead locally:', error);
  }
}
