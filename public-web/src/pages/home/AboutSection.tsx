import { SERVING_SINCE } from '../../site/site-config';
import { useSiteConfig } from '../../site/SiteConfigContext';

export function AboutSection() {
  const { name, serviceArea } = useSiteConfig();
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container about">
        <div className="section__header section__header--left">
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Your neighbors in the {serviceArea}</h2>
        </div>
        <div className="about__body">
          <p>
            {name} is a local team serving the {serviceArea} since {SERVING_SINCE}. We started because busy dog owners deserve a yard the whole family can
            enjoy, and because rolling bins to the curb shouldn&apos;t be a weekly chore.
          </p>
          <p>
            We bag waste responsibly, disinfect our tools between yards, and stand behind every visit: if something is not right, tell us and we&apos;ll make it
            right.
          </p>
        </div>
      </div>
    </section>
  );
}
