import { useEffect, useState, type RefObject } from 'react';

const WANTS_QUOTE = /[?&](dogs|frequency|addOn|email)=/;

/**
 * The quote form is the heaviest part of the home page and sits at its bottom, so it loads when it is asked for
 * (#quote, a prefill query), when the visitor scrolls near it, or once the browser is idle after the page has loaded.
 */
export function useLoadQuoteForm(section: RefObject<HTMLElement | null>): boolean {
  const [load, setLoad] = useState(() => window.location.hash === '#quote' || WANTS_QUOTE.test(window.location.search));

  useEffect(() => {
    if (load) return undefined;
    const start = () => setLoad(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '1200px 0px' });
    if (section.current) observer.observe(section.current);
    const onHash = () => window.location.hash === '#quote' && start();
    window.addEventListener('hashchange', onHash);
    let idle: number | undefined;
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, [load, section]);

  return load;
}
