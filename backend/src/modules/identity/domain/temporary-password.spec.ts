import { passwordProblem } from './password-policy';
import { temporaryPassword } from './temporary-password';

describe('temporary passwords for scooper accounts', () => {
  it('are four groups of four letters and digits without look-alikes, and meet the password policy', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/^[a-hjkmnp-z2-9A]{4}(-[a-hjkmnp-z2-9A]{4}){3}$/);
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it('differ every time', () => {
    const made = new Set(Array.from({ length: 500 }, temporaryPassword));
    expect(made.size).toBe(500);
  });
});
