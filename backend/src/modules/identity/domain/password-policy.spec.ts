import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../identity.messages';
import { adminAccountProblem, notAnAdminMessage } from './admin-account';
import { COMMON_PASSWORDS } from './common-passwords';
import { isValidEmail, normaliseEmail } from './email';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses anything shorter than the minimum, before looking at the list', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem('x7#Kp2!qZ')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem('')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem('x7#Kp2!qZw')).toBeNull();
  });

  it('refuses the common list whatever the case and surrounding spaces', () => {
    for (const password of ['password123', 'Password123', '  PASSWORD123 ', 'qwertyuiop', '1234567890']) {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it('accepts a long passphrase that is on no list', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });

  it('keeps only entries the length rule would not already refuse, all lower-cased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry).toBe(entry.toLowerCase());
    }
    expect(COMMON_PASSWORDS.has('p@ssword123')).toBe(true);
    expect(COMMON_PASSWORDS.has('letmeinletmein')).toBe(true);
  });
});

describe('e-mail addresses', () => {
  it('have one spelling: trimmed and lower-cased', () => {
    expect(normaliseEmail('  Pat.Lee@Example.COM ')).toBe('pat.lee@example.com');
  });

  it('must be an address, and at most 320 characters', () => {
    expect(isValidEmail('pat@example.com')).toBe(true);
    expect(isValidEmail('pat@')).toBe(false);
    expect(isValidEmail('not an address')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`)).toBe(false);
  });
});

describe('admin accounts', () => {
  it('need a valid address (as normalised) and a password the policy accepts, in one line for a terminal', () => {
    expect(adminAccountProblem(' Owner@Example.com ', 'x7#Kp2!qZw')).toBeNull();
    expect(adminAccountProblem('owner@', 'x7#Kp2!qZw')).toBe('"owner@" is not a valid email address');
    expect(adminAccountProblem('owner@example.com', 'short')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(adminAccountProblem('owner@example.com', 'password123')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
  });

  it('checks the address before the password', () => {
    expect(adminAccountProblem('nope', 'short')).toBe('"nope" is not a valid email address');
  });

  it('are never made from a signed-up account without --promote, and say so', () => {
    expect(notAnAdminMessage('pat@example.com')).toBe(
      'pat@example.com is an existing account that is not an admin: add --promote to make it one (its sessions end and its password becomes the new one)',
    );
  });
});
