import { useEffect, useLayoutEffect, useState } from 'react';
import { idlePromptShown, markIdlePromptShown } from './chat-storage';
import { IDLE_PROMPT_MIN_SCROLL_PX, IDLE_PROMPT_STILL_MS } from './chat-timings';

/** The idle prompt (spec 000 §4): once per browser session, after 150 px of scrolling and 3 s still; never over an open panel. */
export function useIdlePrompt(panelOpen: boolean): { visible: boolean; dismiss(): void } {
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(idlePromptShown);

  // Listening from the moment the widget shows (a layout effect runs in the same commit), so no scroll is missed.
  useLayoutEffect(() => {
    if (panelOpen || done) return undefined;
    let travelled = 0;
    let lastY = window.scrollY;
    let timer: number | undefined;
    const onScroll = () => {
      travelled += Math.abs(window.scrollY - lastY);
      lastY = window.scrollY;
      if (travelled < IDLE_PROMPT_MIN_SCROLL_PX) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        markIdlePromptShown();
        setDone(true);
        setVisible(true);
      }, IDLE_PROMPT_STILL_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [panelOpen, done]);

  // Opening the chat another way counts as having seen the invitation.
  useEffect(() => {
    if (!panelOpen) return;
    setVisible(false);
    if (!done) {
      markIdlePromptShown();
      setDone(true);
    }
  }, [panelOpen, done]);

  return { visible, dismiss: () => setVisible(false) };
}
