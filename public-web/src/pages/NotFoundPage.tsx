import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics-client';
import { ANALYTICS_EVENT } from '../analytics/analytics-events';
import { SectionLink } from '../navigation/SectionLink';
import { usePageTitle } from '../navigation/usePageTitle';

/** Shown for any path the site has no page for; the server answers those with a 404 status (site-routes.ts). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');

  useEffect(() => {
    // Spec 001 §2: the missing path is recorded (as an analytics event, not a console message a visitor never reads).
    trackEvent(ANALYTICS_EVENT.pageNotFound, { path: pathname.slice(0, 300) });
  }, [pathname]);

  return (
    <div className="not-found">
      <div className="container container--narrow">
        <p className="not-found__code">404</p>
        <h1 className="not-found__title">Oops! Page not found</h1>
        <p className="not-found__message">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
        <nav aria-label="Where to go next">
          <ul className="not-found__links">
            <li>
              <SectionLink section="quote" className="button button--accent button--large">
                Get a free quote
              </SectionLink>
            </li>
            <li>
              <Link to="/blog" className="button button--ghost button--large">
                Read the blog
              </Link>
            </li>
            <li>
              <Link to="/faq" className="button button--ghost button--large">
                See the FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <p className="not-found__home">
          <Link to="/">Return to Home</Link>
        </p>
      </div>
    </div>
  );
}
