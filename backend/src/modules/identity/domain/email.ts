import { isEmail } from 'class-validator';

/** One spelling per address, so lookups and the unique index agree. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 320 && isEmail(email);
}
