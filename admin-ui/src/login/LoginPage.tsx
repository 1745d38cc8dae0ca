import { useCallback } from 'react';
import { useBasename, useLogin, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SignInPage } from './SignInPage';
import { DASHBOARD_PATH, type SignInValues } from './sign-in-rules';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

/** react-admin's login page (after signing out, or when a session ends): the entry's plain sign-in page, signing in through react-admin. */
export function LoginPage() {
  const checking = useRedirectIfSignedIn();
  const notify = useNotify();
  const login = useLogin();
  const basename = useBasename();
  const location = useLocation();
  // A page the admin was bounced from wins (react-admin keeps it in the location state); the bare /admin, or nothing, means the spec's /admin/dashboard.
  const bouncedFrom = (location.state as { nextPathname?: string } | null)?.nextPathname;
  const returnTo = bouncedFrom && bouncedFrom.replace(/\/+$/, '') !== basename ? bouncedFrom : undefined;

  const signIn = useCallback(
    async ({ email, password }: SignInValues) => {
      await login({ username: email, password }, returnTo ? undefined : `${basename}${DASHBOARD_PATH}`);
      notify('scv.login.success', { type: 'success' });
    },
    [login, notify, returnTo, basename],
  );

  return <SignInPage checking={checking} onSubmit={signIn} />;
}
