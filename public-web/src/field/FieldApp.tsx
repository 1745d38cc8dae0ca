import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FieldError, fieldApi, Me, Route, Stop } from './field-api';
import { dequeue, enqueue, queued, QueuedItem } from './field-queue';
import { StopCard } from './StopCard';
import { dateFormat } from '../ui/dates';

const ROUTE_DAY = dateFormat({ weekday: 'long', month: 'long', day: 'numeric' });

type Screen = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'error'; message: string } | { kind: 'route'; me: Me; route: Route };

/** The field app (issue 16): a scooper signs in and works today's route, stop by stop, on a phone. */
export function FieldApp() {
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });

  const load = useCallback(async () => {
    try {
      const me = await fieldApi.me();
      const route = await fieldApi.route();
      setScreen({ kind: 'route', me, route });
    } catch (error) {
      if (error instanceof FieldError && (error.status === 401 || error.status === 403)) setScreen({ kind: 'signed-out' });
      else setScreen({ kind: 'error', message: error instanceof Error ? error.message : 'Something went wrong' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async () => {
    await fieldApi.signOut().catch(() => undefined);
    // The last route stays on the phone for a day without signal; signing out takes it off.
    if ('caches' in window) await caches.delete('scv-field-v1').catch(() => undefined);
    setScreen({ kind: 'signed-out' });
  };

  return (
    <div className="field">
      <header className="field-bar">
        <span className="field-brand">SCV Scoopers</span>
        {screen.kind === 'route' && (
          <button type="button" className="field-link" onClick={() => void signOut()}>
            Sign out
          </button>
        )}
      </header>
      <main className="field-main">
        {screen.kind === 'loading' && (
          <p className="field-status" role="status">
            Loading today’s route…
          </p>
        )}
        {screen.kind === 'error' && (
          <div className="field-error" role="alert">
            <p>{screen.message}</p>
            <button type="button" className="field-button" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {screen.kind === 'signed-out' && <SignIn onSignedIn={() => void load()} />}
        {screen.kind === 'route' && <TodayRoute me={screen.me} route={screen.route} onChanged={load} />}
      </main>
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await fieldApi.signIn(email.trim(), password);
      await fieldApi.me();
      onSignedIn();
    } catch (failure) {
      setError(
        failure instanceof FieldError && failure.status === 403
          ? 'This account is not a scooper account. Ask the office to set one up for you.'
          : failure instanceof Error
            ? failure.message
            : 'Sign-in failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="field-card field-sign-in" onSubmit={(event) => void submit(event)}>
      <h1>Sign in</h1>
      <label>
        Email
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && (
        <p className="field-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="field-button field-primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

/** A stop as it will be once its queued actions reach the server. */
function withQueued(stop: Stop, items: QueuedItem[]): Stop {
  const now = new Date().toISOString();
  return items.reduce<Stop>((shown, item) => {
    if (item.kind !== 'action' || item.visitId !== stop.visitId) return shown;
    if (item.action === 'on-my-way') return { ...shown, onTheWayAt: shown.onTheWayAt ?? now };
    if (item.action === 'start') return { ...shown, startedAt: shown.startedAt ?? now };
    if (item.action === 'complete') return { ...shown, status: 'completed', finishedAt: now };
    return { ...shown, status: 'skipped', finishedAt: now, skipReason: String(item.body.reason) };
  }, stop);
}

function TodayRoute({ me, route, onChanged }: { me: Me; route: Route; onChanged: () => Promise<void> }) {
  const [waiting, setWaiting] = useState<QueuedItem[]>([]);
  const [syncError, setSyncError] = useState<string | null>(null);
  const flushing = useRef(false);

  // Sends the outbox in order; with no signal it stops and waits for the phone to come back online.
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    let sent = false;
    try {
      for (const item of await queued()) {
        try {
          if (item.kind === 'photo') await fieldApi.uploadPhoto(item.visitId, item.photoId, item.photo, item.photoKind);
          else await fieldApi.act(item.visitId, item.action, item.body);
        } catch (error) {
          if (error instanceof FieldError && error.status === 0) break;
          // The server refused it for good (a rule, not the signal): drop it and say why.
          setSyncError(error instanceof Error ? error.message : 'An action was refused');
        }
        if (item.seq !== undefined) await dequeue(item.seq);
        sent = true;
      }
    } finally {
      flushing.current = false;
      const left = await queued();
      setWaiting(left);
      if (sent && !left.length) await onChanged().catch(() => undefined);
    }
  }, [onChanged]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const onQueue = async (items: QueuedItem[]) => {
    setSyncError(null);
    await enqueue(items);
    setWaiting(await queued());
    void flush();
  };

  const stops = route.stops.map((stop) => withQueued(stop, waiting));
  const done = stops.filter((stop) => stop.status === 'completed' || stop.status === 'skipped').length;
  const day = ROUTE_DAY(new Date(`${route.date}T12:00:00`));
  const waitingActions = waiting.filter((item) => item.kind === 'action').length;
  return (
    <>
      <h1 className="field-title">Today’s route</h1>
      <p className="field-sub">
        {me.name} · {day} · {done} of {route.stops.length} done
      </p>
      {waitingActions > 0 && (
        <p className="field-sync" role="status">
          {waitingActions} {waitingActions === 1 ? 'action' : 'actions'} waiting to sync
        </p>
      )}
      {syncError && (
        <p className="field-error-text" role="alert">
          {syncError}
        </p>
      )}
      {stops.length === 0 ? (
        <p className="field-card field-empty">No stops today. Enjoy the day off!</p>
      ) : (
        <ol className="field-stops">
          {stops.map((stop) => (
            <li key={stop.visitId}>
              <StopCard stop={stop} waiting={waiting.some((item) => item.visitId === stop.visitId)} onQueue={onQueue} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
