import { isValidEmail, normaliseEmail } from './email';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export class AdminAccountError extends Error {}

/** Rules shared by admin:create and the first-start seed; the message is one line for a terminal. */
export function adminAccountProblem(email: string, password: string): string | null {
  if (!isValidEmail(normaliseEmail(email))) return `"${email}" is not a valid email address`;
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `the password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  return null;
}
