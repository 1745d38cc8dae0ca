import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { MOBILE_BREAKPOINT_PX, readSidebarCookie, SIDEBAR_TOGGLE_KEY, writeSidebarCookie } from './sidebar-state';

const isDesktop = () => window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

/** Ctrl or Cmd + B toggles the sidebar; on desktop its state comes from, and goes to, the 7-day cookie. */
export function useSidebarShortcut(): void {
  const [open, setOpen] = useSidebarState();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const remembered = readSidebarCookie();
    if (remembered !== null && isDesktop() && remembered !== open) setOpen(remembered);
  }, [open, setOpen]);

  useEffect(() => {
    // Phones open the sidebar as a drawer over the page; that is not a preference worth remembering.
    if (restored.current && isDesktop()) writeSidebarCookie(open);
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== SIDEBAR_TOGGLE_KEY) return;
      event.preventDefault();
      setOpen(!open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);
}
