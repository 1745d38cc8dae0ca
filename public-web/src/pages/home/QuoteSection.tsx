import { lazy, Suspense, useRef } from 'react';
import { useSiteConfig } from '../../site/SiteConfigContext';
import { useLoadQuoteForm } from './useLoadQuoteForm';

const QuoteForm = lazy(() => import('../../quote/QuoteForm').then((module) => ({ default: module.QuoteForm })));

/** The anchor the nav, the plan buttons and the chat's SCROLL_TO_QUOTE go to (the form's own QUOTE_SECTION_ID). */
const QUOTE_SECTION = 'quote';

function QuotePlaceholder() {
  return <div className="quote-placeholder" aria-busy="true" aria-label="Loading the quote form" role="status" />;
}

export function QuoteSection() {
  const { serviceArea } = useSiteConfig();
  const section = useRef<HTMLElement>(null);
  const load = useLoadQuoteForm(section);
  return (
    <section ref={section} id={QUOTE_SECTION} className="section quote-section" aria-labelledby="quote-title">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Free instant quote</p>
          <h2 id="quote-title">Get your price in a minute</h2>
          <p className="section__lead">
            Tell us about your dogs and your yard. Your price updates as you choose, and you can book and pay right here. We serve homes across the{' '}
            {serviceArea}.
          </p>
        </div>
        {load ? (
          <Suspense fallback={<QuotePlaceholder />}>
            <QuoteForm />
          </Suspense>
        ) : (
          <QuotePlaceholder />
        )}
      </div>
    </section>
  );
}
