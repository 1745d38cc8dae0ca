import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../navigation/usePageTitle';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
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
