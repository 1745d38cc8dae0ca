import { useSiteConfig } from '../../site/SiteConfigContext';

/**
 * Issue 18 §8: what a visitor can check for themselves, and what customers say. The proof list names only what the
 * service does (photos, texts, the same day, papers on request); the reviews are sample content, marked as such,
 * for staff to replace with real ones before launch.
 */
const PROOF = [
  { title: 'Photos after every visit', text: 'A before-and-after photo of your yard lands in your account and inbox when we close the gate.' },
  { title: 'A text before we arrive', text: 'We message you about 30 minutes ahead, so you can bring the dogs in.' },
  { title: 'Same day every week', text: 'Your visit day and trash day stay put; your account shows the next ones.' },
  { title: 'Insurance and licensing', text: 'Ask for our certificate of insurance and business license: we send copies on request.' },
] as const;

const SAMPLE_REVIEWS = [
  { quote: 'The yard is finally usable again and the photo after each visit means I never wonder if they came.', who: 'Sample review · Valencia' },
  { quote: 'They roll the bins out and back on trash day. One less thing to remember every week.', who: 'Sample review · Saugus' },
  { quote: 'Friendly, on time, and the gate is always latched behind them. Our two dogs love the clean lawn.', who: 'Sample review · Canyon Country' },
] as const;

export function TrustSection() {
  const { name } = useSiteConfig();
  return (
    <section className="section section--tight trust" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title" className="trust__title">
          How you know {name} was there
        </h2>
        <ul className="trust__proof">
          {PROOF.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <figure className="trust__reviews" aria-labelledby="reviews-title">
          <figcaption id="reviews-title">
            What customers say <span className="trust__sample">Sample reviews: our team replaces these with real ones</span>
          </figcaption>
          {/* A sideways strip on phones: focusable so keyboard users can scroll it. */}
          <ul tabIndex={0} aria-labelledby="reviews-title">
            {SAMPLE_REVIEWS.map((review) => (
              <li key={review.who}>
                <blockquote>“{review.quote}”</blockquote>
                <p className="trust__who">{review.who}</p>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </section>
  );
}
