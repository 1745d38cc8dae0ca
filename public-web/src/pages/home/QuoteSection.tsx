import { useSiteConfig } from '../../site/SiteConfigContext';
import { ContactButtons } from './ContactButtons';

export function QuoteSection() {
  const { hours } = useSiteConfig();
  return (
    <section id="quote" className="section" aria-labelledby="quote-title">
      <div className="container">
        <div className="quote">
          <p className="eyebrow">Free quote</p>
          <h2 id="quote-title">Get your free quote</h2>
          <p className="section__lead">
            Instant quotes are coming soon. Until then, email or call us with your ZIP code, how many dogs you have and
            your yard size, and we&apos;ll reply with a price.
          </p>
          <ContactButtons subject="Free quote request" />
          <p className="quote__hours">We answer {hours}.</p>
        </div>
      </div>
    </section>
  );
}
