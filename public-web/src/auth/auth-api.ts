import { postJson } from '../api/http';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** Sets the session cookie; the caller refreshes the session context. */
export async function signInWithPassword(email: string, password: string, signal?: AbortSignal): Promise<void> {
  await postJson<unknown>('/api/auth/sign-in', { email, password }, signal);
}

/** Answers the server's "check your email" sentence; the account works once its link is followed. */
export async function signUp(input: SignUpInput, signal?: AbortSignal): Promise<string> {
  const body = await postJson<{ message?: unknown }>('/api/auth/sign-up', input, signal);
  return typeof body?.message === 'string' ? body.message : 'Please check your email for a confirmation link.';
}
