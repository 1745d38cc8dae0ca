import { randomBytes } from 'node:crypto';

// No 0/O, 1/l/I: staff read it out or copy it to the scooper, who types it on a phone.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789A';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * The password a new scooper (or one staff reset) signs in with first: 16 characters of a 32-letter alphabet
 * (80 bits), in groups of four. Shown to staff once; only its hash is kept.
 */
export function temporaryPassword(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const letters = Array.from(bytes, (byte) => ALPHABET[byte & 31]);
  return Array.from({ length: GROUPS }, (_, i) => letters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join('')).join('-');
}
