import { landingPath, loginMessages, signInErrorMessage, validateSignIn } from '../../../admin-ui/src/login/sign-in-rules';

describe('the admin sign-in page (plain React, before react-admin loads)', () => {
  describe('validateSignIn: the checks react-admin made (required, a valid e-mail)', () => {
    it('asks for both fields on an empty form', () => {
      expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Required', password: 'Required' });
      expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: 'Required' });
    });

    it.each(['staff', 'staff@', 'staff@example', 'st aff@example.com', '@example.com'])('refuses %p as an e-mail', (email) =>
      expect(validateSignIn({ email, password: 'secret' })).toEqual({ email: 'Must be a valid email' }),
    );

    it.each(['staff@example.com', 'first.last@scv-scoopers.example', 'a+b@mail.example.co'])('accepts %p', (email) =>
      expect(validateSignIn({ email, password: 'secret' })).toEqual({}),
    );

    it('takes a password of spaces as typed (the server decides)', () => {
      expect(validateSignIn({ email: 'staff@example.com', password: '   ' })).toEqual({});
    });

    it('refuses a huge malformed e-mail with the plain message', () => {
      expect(validateSignIn({ email: `${'a'.repeat(100_000)}@`, password: 'x' })).toEqual({ email: 'Must be a valid email' });
    });
  });

  describe('signInErrorMessage', () => {
    it("shows the server's message, else the generic text", () => {
      expect(signInErrorMessage(new Error('Invalid email or password'))).toBe('Invalid email or password');
      expect(signInErrorMessage(new Error(''))).toBe('An unexpected error occurred');
      expect(signInErrorMessage('boom')).toBe('An unexpected error occurred');
      expect(signInErrorMessage(undefined)).toBe('An unexpected error occurred');
    });
  });

  describe('landingPath: where an admin lands after signing in', () => {
    it.each([
      ['/admin', '', '/admin/dashboard'],
      ['/admin/', '', '/admin/dashboard'],
      ['/admin/login', '', '/admin/dashboard'],
      ['/admin/login/', '?x=1', '/admin/dashboard'],
      ['/', '', '/admin/dashboard'],
      ['/administrator', '', '/admin/dashboard'],
      ['/admin/orders', '', '/admin/orders'],
      ['/admin/orders/42/show/', '', '/admin/orders/42/show'],
      ['/admin/orders', '?filter=%7B%7D', '/admin/orders?filter=%7B%7D'],
    ])('from %s%s to %s', (pathname, search, landing) => expect(landingPath(pathname, search)).toBe(landing));
  });

  it('says what react-admin said: the e2e specs look for these words', () => {
    expect(loginMessages).toMatchObject({ title: 'Admin Sign In', submit: 'Sign In', submitting: 'Signing In...', success: 'Signed in successfully!' });
  });
});
