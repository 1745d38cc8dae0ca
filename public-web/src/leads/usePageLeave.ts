import { useEffect, useRef } from 'react';

/** 'hidden': the tab stayed in the background for the grace period; 'closed': the page is being unloaded (closed, reloaded or left). */
export type PageLeave = 'hidden' | 'closed';

/**
 * How long a hidden tab may stay hidden before it counts as leaving: the lead inactivity timeout (spec 000 §9, 30 minutes).
 * Switching tabs to compare prices is not leaving (issue 18 §6); coming back within it cancels it.
 */
export const PAGE_HIDDEN_GRACE_MS = 30 * 60_000;

/** Calls onLeave when the page has been hidden for the grace period, or at once when it is unloaded; the handler may change between renders. */
export function usePageLeave(onLeave: (how: PageLeave) => void): void {
  const handler = useRef(onLeave);
  useEffect(() => {
    handler.current = onLeave;
  });

  useEffect(() => {
    let grace: number | undefined;
    const onVisibility = () => {
      window.clearTimeout(grace);
      grace = undefined;
      if (document.visibilityState === 'hidden') grace = window.setTimeout(() => handler.current('hidden'), PAGE_HIDDEN_GRACE_MS);
    };
    const onPageHide = () => {
      window.clearTimeout(grace);
      handler.current('closed');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearTimeout(grace);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
}
