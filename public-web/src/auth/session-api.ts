export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
}

function toSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.email !== 'string') return null;
  return {
    id: String(record.id ?? ''),
    email: record.email,
    fullName: typeof record.fullName === 'string' && record.fullName.trim() !== '' ? record.fullName : null,
    isAdmin: record.isAdmin === true,
  };
}

/** Resolves to the signed-in user, or null when there is no session or the lookup fails. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: unknown };
    return toSessionUser(body.user);
  } catch (error) {
    if (!signal?.aborted) console.warn('Could not check the session:', error);
    return null;
  }
}

export async function signOut(): Promise<void> {
  const response = await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`POST /api/auth/sign-out answered ${response.status}`);
}

/** Ends every session of the signed-in user, on all devices. */
export async function signOutEverywhere(): Promise<void> {
  const response = await fetch('/api/auth/sign-out-everywhere', { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`POST /api/auth/sign-out-everywhere answered ${response.status}`);
}

export function displayName(user: SessionUser): string {
  return user.fullName ?? user.email;
}
