import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefillFromPlanEvent, prefillFromSearch, type QuoteFormAction } from './quote-form-state';

/** The pricing section's event for choosing a plan (spec 000 §2, pricing to quote hand-off). */
export const PLAN_SELECTED_EVENT = 'planSelected';

/** Prefills from ?dogs=&frequency=&addOn=&email= and from planSelected events. */
export function useQuotePrefill(dispatch: (action: QuoteFormAction) => void): void {
  const { search } = useLocation();

  useEffect(() => {
    const prefill = prefillFromSearch(search);
    if (prefill) dispatch({ type: 'prefill', prefill });
  }, [search, dispatch]);

  useEffect(() => {
    const onPlanSelected = (event: Event) => {
      const prefill = prefillFromPlanEvent((event as CustomEvent<unknown>).detail);
      if (prefill) dispatch({ type: 'prefill', prefill });
    };
    window.addEventListener(PLAN_SELECTED_EVENT, onPlanSelected);
    return () => window.removeEventListener(PLAN_SELECTED_EVENT, onPlanSelected);
  }, [dispatch]);
}
