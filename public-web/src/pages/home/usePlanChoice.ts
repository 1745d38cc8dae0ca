import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '../../analytics/analytics-client';
import { ANALYTICS_EVENT } from '../../analytics/analytics-events';
import type { NumberOfDogs, ServiceFrequency } from '../../quote/pricing';
import { PLAN_SELECTED_EVENT } from '../../quote/useQuotePrefill';

/** Spec 000 §2 hand-off: go to ?dogs=&frequency=#quote and emit planSelected {numberOfDogs, serviceFrequency}. */
export function usePlanChoice(): (numberOfDogs: NumberOfDogs, serviceFrequency: ServiceFrequency) => void {
  const navigate = useNavigate();
  return useCallback(
    (numberOfDogs, serviceFrequency) => {
      const search = new URLSearchParams({ dogs: numberOfDogs, frequency: serviceFrequency }).toString();
      navigate({ pathname: '/', search: `?${search}`, hash: '#quote' });
      window.dispatchEvent(new CustomEvent(PLAN_SELECTED_EVENT, { detail: { numberOfDogs, serviceFrequency } }));
      trackEvent(ANALYTICS_EVENT.planSelected, { numberOfDogs, serviceFrequency });
    },
    [navigate],
  );
}
