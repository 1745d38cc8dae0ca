import { newId } from '../chat/chat-storage';

const USER_SESSION_KEY = 'scv.lead.session';
/** The spec's lead-create fallback when the tab can't keep an id. */
const ANONYMOUS = 'anonymous';

/** A per-tab id for the lead-create payload's user_session: it survives reloads, not new tabs. */
export function leadUserSession(): string {
  try {
    const stored = window.sessionStorage.getItem(USER_SESSION_KEY);
    if (stored) return stored;
    const id = newId();
    window.sessionStorage.setItem(USER_SESSION_KEY, id);
    return id;
  } catch {
    return ANONYMOUS;
  }
}
