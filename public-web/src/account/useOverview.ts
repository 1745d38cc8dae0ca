import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../api/http';
import { fetchOverview, type AccountOverview } from './account-api';

export type OverviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; overview: AccountOverview };

/** The account overview, reloaded after every change the customer makes. */
export function useOverview(enabled: boolean): { state: OverviewState; reload: () => void } {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchOverview(controller.signal)
      .then((overview) => setState({ status: 'ready', overview }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [enabled, round]);

  return { state, reload };
}
