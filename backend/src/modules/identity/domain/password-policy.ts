import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../identity.messages';

/**
 * The one rule for every new password (sign-up, admin:create, the seed): at least PASSWORD_MIN_LENGTH characters
 * and not on the shipped common list. Returns the message to show, or null when the password will do.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  // Case and surrounding spaces do not make "Password123" any harder to guess.
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
