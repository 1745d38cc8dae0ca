import { formatCents, type Quote } from './pricing';

interface Props {
  quote: Quote | null;
  enabled: boolean;
  busy: boolean;
}

/** Pay shows what is charged today (DESIGN.md §8), and stays disabled until the spec's rule allows it. */
export function PayButton({ quote, enabled, busy }: Props) {
  const label = busy ? 'Opening secure checkout…' : quote ? `Pay ${formatCents(quote.dueToday)}` : 'Pay';
  return (
    <div className="pay">
      <button type="submit" className="button button--accent button--large pay__button" disabled={!enabled || busy} aria-busy={busy}>
        {label}
      </button>
      <p className="pay__note">
        {enabled || busy
          ? 'You’ll enter your card on a secure checkout page. No contracts, cancel anytime.'
          : 'Choose your service and fill in your details with a ZIP code we serve to continue.'}
      </p>
    </div>
  );
}
