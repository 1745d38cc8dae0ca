import { StrictMode, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './login/SignInPage';
import { ADMIN_BASENAME, LOGIN_PATH, landingPath, loginMessages, type SignInValues } from './login/sign-in-rules';
import { authProvider, trustCheckedSession } from './providers/authProvider';

/**
 * The admin's entry (issue 19): a small plain-React sign-in page when there is no session, and the react-admin app,
 * loaded with a dynamic import, once an admin is signed in. Nothing here may import react-admin or MUI.
 */

type AdminModule = typeof import('./App');

// Not the session (its cookie is httpOnly), only a hint that this browser had an admin signed in last time: then the app
// is fetched while the session is checked instead of after.
const SIGNED_IN_HINT = 'scv-admin-signed-in';

function readHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage blocked: the app loads after the check, as on a first visit
  }
}

let adminModule: Promise<AdminModule> | undefined;

/** The react-admin app's chunk, fetched once (the sign-in page starts it in the background after it paints). */
function loadAdmin(): Promise<AdminModule> {
  adminModule ??= import('./App').catch((error: unknown) => {
    adminModule = undefined;
    throw error;
  });
  return adminModule;
}

/** After the sign-in form has painted (the frame after its commit), when the browser is idle: never before the page's largest paint. */
function preloadAdmin(): void {
  const start = () => void loadAdmin().catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 300));
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
}

type Phase = { kind: 'checking' } | { kind: 'sign-in' } | { kind: 'failed' } | { kind: 'admin'; App: ComponentType };

function LoadFailed() {
  return (
    <main className="sign-in">
      <section className="sign-in__card" role="alert">
        <p>{loginMessages.load_failed}</p>
        <button type="button" className="sign-in__submit" onClick={() => window.location.reload()}>
          {loginMessages.reload}
        </button>
      </section>
    </main>
  );
}

function Shell() {
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  // Where a signed-in admin goes: the admin page first opened (react-admin kept it as nextPathname), else the dashboard.
  const landing = useRef(landingPath(window.location.pathname, window.location.search));

  const openAdmin = useCallback(async (justSignedIn: boolean) => {
    const admin = await loadAdmin();
    writeHint(true);
    if (justSignedIn) admin.announceSignIn();
    trustCheckedSession();
    setPhase({ kind: 'admin', App: admin.default });
  }, []);

  useEffect(() => {
    let active = true;
    if (readHint()) void loadAdmin().catch(() => undefined);
    // A signed-in non-admin leaves for the public site inside checkAuth, as react-admin's check did.
    authProvider.checkAuth({}).then(
      () =>
        openAdmin(false).catch(() => {
          if (active) setPhase({ kind: 'failed' });
        }),
      () => {
        if (!active) return;
        writeHint(false);
        // No session: the sign-in page has its own URL, as under react-admin.
        const login = `${ADMIN_BASENAME}${LOGIN_PATH}`;
        if (window.location.pathname !== login) window.history.replaceState(null, '', login);
        setPhase({ kind: 'sign-in' });
      },
    );
    return () => {
      active = false;
    };
  }, [openAdmin]);

  const signIn = useCallback(
    async ({ email, password }: SignInValues) => {
      // A non-admin is signed out and sent to the public site; the promise then never settles, so the form stays busy.
      await authProvider.login({ username: email, password });
      await loadAdmin().catch(() => {
        throw new Error(loginMessages.load_failed);
      });
      window.history.replaceState(null, '', landing.current);
      await openAdmin(true);
    },
    [openAdmin],
  );

  switch (phase.kind) {
    case 'admin':
      return <phase.App />;
    case 'failed':
      return <LoadFailed />;
    default:
      return <SignInPage checking={phase.kind === 'checking'} onSubmit={signIn} onShown={preloadAdmin} />;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
