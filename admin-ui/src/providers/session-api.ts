import { readProblemMessage } from './problem-details';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
}

export class UnauthenticatedError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'UnauthenticatedError';
  }
}

function toSessionUser(body: unknown): SessionUser {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    id: String(record.id ?? ''),
    email: typeof record.email === 'string' ? record.email : '',
    fullName: typeof record.fullName === 'string' && record.fullName.trim() !== '' ? record.fullName : null,
    isAdmin: record.isAdmin === true,
  };
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const response = await fetch('/api/auth/sign-in', {
    method: 'POST',
    credentials: 'include',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(await readProblemMessage(response));
  const body = (await response.json()) as { user?: unknown };
  return toSessionUser(body.user);
}

export async function signOut(): Promise<void> {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'include' });
}

/** Revokes every session of the signed-in user, this one included. */
export async function signOutEverywhere(): Promise<void> {
  const response = await fetch('/api/auth/sign-out-everywhere', { method: 'POST', credentials: 'include' });
  if (!response.ok && response.status !== 401) throw new Error(await readProblemMessage(response));
}

/** Rejects with UnauthenticatedError on 401, so callers can tell "no session" from "server down". */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser> {
  const response = await fetch('/api/auth/me', { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (response.status === 401) throw new UnauthenticatedError();
  if (!response.ok) throw new Error(await readProblemMessage(response));
  return toSessionUser(await response.json());
}
