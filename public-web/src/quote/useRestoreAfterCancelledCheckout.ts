import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { takeDraft } from './quote-draft';
import type { QuoteFormAction } from './quote-form-state';

/**
 * Checkout's Cancel lands on /?checkout=cancelled#quote: put the quote back as it was.
 * Returns whether to tell the visitor that nothing was charged.
 */
export function useRestoreAfterCancelledCheckout(dispatch: (action: QuoteFormAction) => void, applyCode: (code: string) => Promise<void>): boolean {
  const { search } = useLocation();
  const [cancelled, setCancelled] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || new URLSearchParams(search).get('checkout') !== 'cancelled') return;
    done.current = true;
    setCancelled(true);
    const draft = takeDraft();
    if (draft) {
      dispatch({ type: 'restore', form: draft.form });
      if (draft.discountCode) void applyCode(draft.discountCode);
    }
  }, [search, dispatch, applyCode]);

  return cancelled;
}
