import { useEffect, useRef } from 'react';

/** 'hidden': the tab went to the background; 'closed': the page is being unloaded (closed, reloaded or left). */
export type PageLeave = 'hidden' | 'closed';

/** Calls onLeave when the page is hidden or unloaded; the handler may change between renders. */
export function usePageLeave(onLeave: (how: PageLeave) => void): void {
  const handler = useRef(onLeave);
  useEffect(() => {
    handler.current = onLeave;
  });

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') handler.current('hidden');
    };
    const onPageHide = () => handler.current('closed');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
}
