import { QUOTE_SECTION_ID, QuoteForm } from '../../quote/QuoteForm';
import { useSiteConfig } from '../../site/SiteConfigContext';

export function QuoteSection() {
  const { serviceArea } = useSiteConfig();
  return (
    <section id={QUOTE_SECTION_ID} className="section quote-section" aria-labelledby="quote-title">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Free instant quote</p>
          <h2 id="quote-title">Get your price in a minute</h2>
          <p className="section__lead">
            Tell us about your dogs and your yard. Your price updates as you choose, and you can book and pay right here. We
            serve homes across the {serviceArea}.
          </p>
        </div>
        <QuoteForm />
      </div>
    </section>
  );
}
