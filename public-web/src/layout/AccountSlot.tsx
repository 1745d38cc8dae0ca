import { useSession } from '../auth/SessionContext';
import { UserMenu } from './UserMenu';

/** Sign In link (the customer's account; staff sign in at /admin) or the user menu; plain anchors, as the admin app lives outside this router. */
export function AccountSlot() {
  const { session, signOut, signOutEverywhere } = useSession();

  if (session.status === 'loading') return <span className="account-slot account-slot--loading" aria-hidden="true" />;
  if (session.status === 'signed-in') return <UserMenu user={session.user} onSignOut={signOut} onSignOutEverywhere={signOutEverywhere} />;
  return (
    <a className="account-slot nav-link" href="/account">
      Sign In
    </a>
  );
}
