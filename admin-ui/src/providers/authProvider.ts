import type { AuthProvider, UserIdentity } from 'react-admin';
import { fetchMe, signIn, signOut, type SessionUser } from './session-api';

interface LoginParams {
  username: string;
  password: string;
}

/** The public site; spec: a signed-in non-admin who reaches the admin sign-in goes to "/". */
const PUBLIC_HOME = '/';

let currentUser: SessionUser | null = null;
// Set when the entry has just checked the session (or signed in) before mounting react-admin, whose first check then need not ask again.
let sessionJustChecked = false;

/** The entry calls this right before it mounts the react-admin app with a session it has just checked. */
export function trustCheckedSession(): void {
  sessionJustChecked = currentUser?.isAdmin === true;
}

async function loadUser(signal?: AbortSignal): Promise<SessionUser> {
  currentUser = await fetchMe(signal);
  return currentUser;
}

/** Leaves the admin app for the public site; the pending promise keeps the UI busy until the page unloads. */
function leaveForPublicSite(): Promise<never> {
  window.location.assign(PUBLIC_HOME);
  return new Promise<never>(() => undefined);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

export const authProvider: AuthProvider = {
  login: async ({ username, password }: LoginParams) => {
    const user = await signIn(username, password);
    if (!user.isAdmin) {
      await signOut();
      currentUser = null;
      return leaveForPublicSite();
    }
    currentUser = user;
    return undefined;
  },

  logout: async () => {
    currentUser = null;
    sessionJustChecked = false;
    try {
      await signOut();
    } catch (error) {
      console.error('Sign out failed:', error);
    }
  },

  checkAuth: async ({ signal }: { signal?: AbortSignal }) => {
    if (sessionJustChecked) {
      sessionJustChecked = false;
      return undefined;
    }
    const user = await loadUser(signal);
    if (!user.isAdmin) return leaveForPublicSite();
    return undefined;
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    if (status === 401 || status === 403) throw error;
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = currentUser ?? (await loadUser());
    return { id: user.id, fullName: user.fullName ?? user.email };
  },

  canAccess: async () => {
    const user = currentUser ?? (await loadUser());
    return user.isAdmin;
  },
};
