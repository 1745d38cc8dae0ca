import { isValidEmail, normaliseEmail } from './email';
import { passwordProblem } from './password-policy';

export class AdminAccountError extends Error {}

/** Rules shared by admin:create and the first-start seed; the message is one line for a terminal. */
export function adminAccountProblem(email: string, password: string): string | null {
  if (!isValidEmail(normaliseEmail(email))) return `"${email}" is not a valid email address`;
  return passwordProblem(password);
}

/** Someone may have signed up with the address first: making their account an admin must be a deliberate step. */
export function notAnAdminMessage(email: string): string {
  return `${email} is an existing account that is not an admin: add --promote to make it one (its sessions end and its password becomes the new one)`;
}
