import type { ComponentType } from 'react';
import { BinIcon, DogIcon, YardIcon } from '../../illustrations/ServiceIcons';
import { TownIllustration } from '../../illustrations/TownIllustration';
import { SectionLink } from '../../navigation/SectionLink';
import { QUOTE_CTA_LABEL } from '../../navigation/sections';
import { usePageTitle } from '../../navigation/usePageTitle';
import type { LandingContent } from './landing-content';

const BENEFIT_ICONS: readonly ComponentType[] = [DogIcon, YardIcon, BinIcon];

/** A town's landing page: neighborhood list, three benefit cards, two testimonials and the quote button. */
export function LandingPage({ content }: { content: LandingContent }) {
  usePageTitle(content.title, content.description);
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container landing-hero__inner">
          <div>
            <p className="eyebrow">Serving {content.town}</p>
            <h1 id="landing-title">{content.title}</h1>
            <p className="hero__lead">{content.lead}</p>
            <SectionLink section="quote" className="button button--accent button--large">
              {QUOTE_CTA_LABEL}
            </SectionLink>
          </div>
          <div className="landing-hero__art">
            <TownIllustration />
          </div>
        </div>
      </section>

      <section className="section section--tight" aria-labelledby="neighborhoods-title">
        <div className="container">
          <h2 id="neighborhoods-title" className="landing__subtitle">
            {content.neighborhoodsTitle}
          </h2>
          <ul className="neighborhood-list">
            {content.neighborhoods.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title" className="landing__subtitle">
            Why {content.town} dog owners choose us
          </h2>
          {/* A sideways strip on phones: focusable so keyboard users can scroll it. */}
          <ul className="card-grid" tabIndex={0} aria-labelledby="benefits-title">
            {content.benefits.map((benefit, index) => {
              const Icon = BENEFIT_ICONS[index];
              return (
                <li key={benefit.title} className="card">
                  <Icon />
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="landing__subtitle">
            What your neighbors say
          </h2>
          <ul className="testimonial-grid">
            {content.testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="testimonial">
                  <blockquote>
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption>
                    <strong>{testimonial.name}</strong>, {testimonial.place}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="landing__cta">
            <SectionLink section="quote" className="button button--accent button--large">
              {QUOTE_CTA_LABEL}
            </SectionLink>
          </div>
        </div>
      </section>
    </div>
  );
}
