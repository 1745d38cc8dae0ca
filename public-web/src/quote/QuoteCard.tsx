import { formatCents, type Quote } from './pricing';

const KIND_TITLES: Record<Quote['kind'], string> = {
  subscription: 'Regular visits',
  'one-time': 'One-time Yard Rescue',
  'bin-only': 'Trash bin service',
};

/** The sentence under "Due today" that says what happens after today. */
export function billingNote(quote: Quote): string {
  const monthly = formatCents(quote.finalPrice);
  if (quote.kind === 'one-time') return 'Paid once for one visit. No subscription.';
  if (quote.kind === 'bin-only') return `Then ${monthly}/month. No setup fee, cancel anytime.`;
  if (quote.commitmentMonths === 3) return `3 months at ${monthly}/month plus the setup fee. Renews every 3 months at ${formatCents(3 * quote.finalPrice)}.`;
  return `Today covers your first month and the setup fee. Then ${monthly}/month, cancel anytime.`;
}

interface Props {
  quote: Quote | null;
  /** What is still missing before a price can be shown, in the spec's words. */
  missing: string[];
}

/** The live, itemised quote, computed in the browser with the same module the server charges with. */
export function QuoteCard({ quote, missing }: Props) {
  return (
    <aside className="quote-card" id="quote-card" aria-labelledby="quote-card-title">
      <div className="quote-card__head">
        <h3 id="quote-card-title">Your quote</h3>
        {quote && <span className="quote-card__kind">{KIND_TITLES[quote.kind]}</span>}
      </div>
      {quote ? (
        <>
          <ul className="quote-lines" aria-label="Price breakdown">
            {quote.lineItems.map((line) => (
              <li key={line.id} className={`quote-line${line.amount < 0 ? ' quote-line--discount' : ''}`}>
                <span className="quote-line__label">
                  {line.label}
                  {line.note && <span className="quote-line__note">{line.note}</span>}
                </span>
                <span className="quote-line__amount">{line.amount === 0 ? 'Free' : formatCents(line.amount)}</span>
              </li>
            ))}
            {quote.gifts.map((gift) => (
              <li key={gift.id} className="quote-line quote-line--gift">
                <span className="quote-line__label">
                  {gift.label}
                  <span className="quote-line__note">Included free for new subscribers</span>
                </span>
                <span className="quote-line__amount">Free</span>
              </li>
            ))}
          </ul>
          <dl className="quote-totals">
            {quote.monthlyPrice !== null && (
              <div className="quote-totals__row">
                <dt>Monthly rate</dt>
                <dd>{formatCents(quote.monthlyPrice)}/mo</dd>
              </div>
            )}
            {quote.kind === 'one-time' && (
              <div className="quote-totals__row">
                <dt>Visit price</dt>
                <dd>{formatCents(quote.finalPrice)}</dd>
              </div>
            )}
            <div className="quote-totals__row quote-totals__row--due">
              <dt>Due today</dt>
              <dd data-testid="due-today">{formatCents(quote.dueToday)}</dd>
            </div>
          </dl>
          <p className="quote-card__note">{billingNote(quote)}</p>
        </>
      ) : (
        <div className="quote-card__empty">
          <p>Your price appears here as you choose.</p>
          {missing.length > 0 && (
            <ul className="quote-card__missing">
              {missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ul className="quote-card__promises">
        <li>No contracts, cancel anytime</li>
        <li>100% satisfaction guarantee</li>
        <li>Secure card checkout</li>
      </ul>
    </aside>
  );
}
