import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbort } from '../api/http';
import { useToast } from '../ui/toast';
import { QUOTE_MESSAGES, stripMarkup } from './pricing';
import { validateDiscountCode, type DiscountCode } from './quote-api';

export type DiscountStatus = 'idle' | 'validating' | 'valid' | 'invalid';

export const DISCOUNT_TOASTS = {
  invalidTitle: 'Invalid Discount Code',
  invalidFallback: 'Please check your code and try again.',
  failedTitle: 'Validation Error',
  failedText: 'Unable to validate discount code. Please try again.',
} as const;

/** The spec's normal form of a code: trimmed and upper-cased. */
export const normaliseCode = (value: string) => stripMarkup(value).toUpperCase();

export function useDiscountCode() {
  const toast = useToast();
  const [input, setInputValue] = useState('');
  const [status, setStatus] = useState<DiscountStatus>('idle');
  const [applied, setApplied] = useState<DiscountCode | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  /** Any edit forgets the applied code; an empty box is idle. */
  const setInput = useCallback((value: string) => {
    pending.current?.abort();
    setInputValue(value.toUpperCase());
    setApplied(null);
    setStatus('idle');
  }, []);

  /** Validates the box's code, or `given` (a code restored from before checkout). */
  const apply = useCallback(
    async (given?: string) => {
      const code = normaliseCode(given ?? input);
      setInputValue(code);
      pending.current?.abort();
      if (!code) {
        setStatus('idle');
        return;
      }
      const controller = new AbortController();
      pending.current = controller;
      setStatus('validating');
      try {
        const result = await validateDiscountCode(code, controller.signal);
        if (result.isValid) {
          setApplied(result.discountCode);
          setStatus('valid');
        } else {
          setApplied(null);
          setStatus('invalid');
          toast.show({ title: DISCOUNT_TOASTS.invalidTitle, description: result.error || DISCOUNT_TOASTS.invalidFallback, variant: 'error' });
        }
      } catch (error) {
        if (isAbort(error)) return;
        setApplied(null);
        // A 400 is the server refusing the code itself; anything else means we could not ask.
        if (error instanceof ApiError && error.status === 400) {
          setStatus('invalid');
          toast.show({ title: DISCOUNT_TOASTS.invalidTitle, description: error.problem?.detail || DISCOUNT_TOASTS.invalidFallback, variant: 'error' });
        } else {
          setStatus('idle');
          toast.show({ title: DISCOUNT_TOASTS.failedTitle, description: DISCOUNT_TOASTS.failedText, variant: 'error' });
        }
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    },
    [input, toast],
  );

  const remove = useCallback(() => setInput(''), [setInput]);

  return {
    input,
    status,
    applied,
    inlineError: status === 'invalid' ? QUOTE_MESSAGES.invalidDiscountCode : undefined,
    setInput,
    apply,
    remove,
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
