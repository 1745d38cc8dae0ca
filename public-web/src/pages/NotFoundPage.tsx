import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics-client';
import { ANALYTICS_EVENT } from '../analytics/analytics-events';
import { usePageTitle } from '../navigation/usePageTitle';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');

  useEffect(() => {
    // Spec 001 §2: the missing path is logged; a warning, since a visitor's typo is not a fault of the site.
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
    trackEvent(ANALYTICS_EVENT.pageNotFound, { path: pathname.slice(0, 300) });
  }, [pathname]);

  return (
    <div className="not-found">
      <div className="container container--narrow">
        <h1 className="not-found__code">404</h1>
        <p className="not-found__message">Oops! Page not found</p>
        <Link to="/" className="button button--primary button--large">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
