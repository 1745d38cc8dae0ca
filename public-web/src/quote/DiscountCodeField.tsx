import { useId } from 'react';
import type { DiscountCodeState } from './useDiscountCode';

/** Discount code with its four states: idle, validating, valid and invalid. */
export function DiscountCodeField({ discount }: { discount: DiscountCodeState }) {
  const id = useId();
  const { input, status, applied, inlineError } = discount;
  const messageId = `${id}-message`;
  return (
    <div className={`field discount${inlineError ? ' field--invalid' : ''}`} data-status={status}>
      <label className="field__label" htmlFor={id}>
        Discount code <span className="field__optional">(optional)</span>
      </label>
      <div className="discount__row">
        <input
          id={id}
          className="field__control discount__input"
          value={input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={inlineError ? true : undefined}
          aria-describedby={status === 'idle' ? undefined : messageId}
          onChange={(event) => discount.setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void discount.apply();
            }
          }}
        />
        {status === 'valid' ? (
          <button type="button" className="button button--ghost discount__button" onClick={discount.remove}>
            Remove
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost discount__button"
            disabled={status === 'validating' || !input.trim()}
            aria-busy={status === 'validating'}
            onClick={() => void discount.apply()}
          >
            {status === 'validating' ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      <p id={messageId} className={inlineError ? 'field__error' : 'field__hint'} aria-live="polite">
        {status === 'validating' && 'Checking your code…'}
        {status === 'valid' && applied && (
          <span className="discount__applied">
            {applied.code} applied: {applied.discountPercent}% off
          </span>
        )}
        {inlineError}
      </p>
    </div>
  );
}
