import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, signOut, signOutEverywhere, type SessionUser } from './session-api';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

interface SessionContextValue {
  session: SessionState;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  signOutEverywhere: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function toState(user: SessionUser | null): SessionState {
  return user ? { status: 'signed-in', user } : { status: 'signed-out' };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => {
    setSession(toState(await fetchSessionUser()));
  }, []);

  const endSessions = useCallback(
    async (end: () => Promise<void>) => {
      try {
        await end();
      } catch (error) {
        console.error('Sign out failed:', error);
      }
      await refresh();
    },
    [refresh],
  );
  const handleSignOut = useCallback(() => endSessions(signOut), [endSessions]);
  const handleSignOutEverywhere = useCallback(() => endSessions(signOutEverywhere), [endSessions]);

  useEffect(() => {
    const controller = new AbortController();
    fetchSessionUser(controller.signal).then((user) => {
      if (!controller.signal.aborted) setSession(toState(user));
    });
    return () => controller.abort();
  }, []);

  const value = useMemo(
    () => ({ session, refresh, signOut: handleSignOut, signOutEverywhere: handleSignOutEverywhere }),
    [session, refresh, handleSignOut, handleSignOutEverywhere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
