import { useEffect, useState } from 'react';
import { formatCents, type Quote } from './pricing';

/** Phones: the price stays in view at the bottom of the screen while the quote section is on screen. */
export function QuoteSummaryBar({ quote, sectionId }: { quote: Quote | null; sectionId: string }) {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold: 0 });
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionId]);

  if (!inView) return null;
  const showCard = () => document.getElementById('quote-card')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  return (
    <div className="quote-bar" aria-hidden="true">
      <div className="quote-bar__price">
        <span className="quote-bar__label">{quote ? 'Due today' : 'Your quote'}</span>
        <span className="quote-bar__amount">{quote ? formatCents(quote.dueToday) : 'Choose options'}</span>
        {quote?.recurring && (
          <span className="quote-bar__then">
            then {formatCents(quote.recurring.amount)}
            {quote.recurring.intervalMonths === 3 ? ' every 3 months' : '/mo'}
          </span>
        )}
      </div>
      <button type="button" className="button button--ghost quote-bar__button" tabIndex={-1} onClick={showCard}>
        Details
      </button>
    </div>
  );
}
