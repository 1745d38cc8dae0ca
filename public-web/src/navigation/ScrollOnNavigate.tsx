import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from './timings';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function scrollToHash(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** Scrolls to the URL hash (after the page has rendered) or to the top on every navigation. */
export function ScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return undefined;
    }
    const timer = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash, key]);

  return null;
}
