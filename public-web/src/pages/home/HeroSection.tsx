import { HeroIllustration } from '../../illustrations/HeroIllustration';
import { SectionLink } from '../../navigation/SectionLink';
import { QUOTE_CTA_LABEL } from '../../navigation/sections';
import { SERVED_COMMUNITIES, SERVING_SINCE } from '../../site/site-config';
import { useSiteConfig } from '../../site/SiteConfigContext';

const PROMISES = ['100% satisfaction guarantee', 'No contracts, cancel anytime', 'Eco-friendly'];

export function HeroSection() {
  const { serviceArea } = useSiteConfig();
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Local pooper scoopers for the {serviceArea}</p>
          <h1 id="hero-title">A clean yard, without lifting a scoop.</h1>
          <p className="hero__lead">
            We pick up after your dogs and roll your trash bins to the curb and back, on the same day every week, with time-stamped photos after every visit.
            Serving {SERVED_COMMUNITIES.join(', ')} since {SERVING_SINCE}.
          </p>
          <div className="button-row">
            <SectionLink section="quote" className="button button--accent button--large">
              {QUOTE_CTA_LABEL}
            </SectionLink>
            <SectionLink section="services" className="button button--ghost button--large">
              See our services
            </SectionLink>
          </div>
          <ul className="check-list" aria-label="Our guarantees">
            {PROMISES.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        <div className="hero__art">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
