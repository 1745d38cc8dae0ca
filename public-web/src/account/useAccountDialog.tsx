import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';

/** A modal account dialog: opens itself, runs one server action at a time, and keeps the server's refusal on screen. */
export function useAccountDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  /** Runs the action; on success calls onDone (the dialog closes with its parent), on failure shows why and lets them retry. */
  const run = async (action: () => Promise<unknown>, onDone: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'We could not reach the server. Please try again.');
      setBusy(false);
    }
  };

  return { dialog, busy, error, run };
}

/** The dialog's refusal, read out by screen readers as it appears. */
export function DialogError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="account-notice account-notice--error" role="alert">
      {error}
    </p>
  );
}
