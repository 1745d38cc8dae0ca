import { useEffect, useLayoutEffect, useState } from 'react';
import { idlePromptShown, markIdlePromptShown } from './chat-storage';
import { IDLE_PROMPT_MIN_SCROLL_PX, IDLE_PROMPT_STILL_MS } from './chat-timings';
import { isEditingField } from './editing';

/**
 * The idle prompt (spec 000 §4): once per browser session, after 150 px of scrolling and 3 s still; never over an open
 * panel, never while a form field has focus, and typing counts as activity (issue 18 §3: it once opened mid-form).
 */
export function useIdlePrompt(panelOpen: boolean): { visible: boolean; dismiss(): void } {
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(idlePromptShown);

  // Listening from the moment the widget shows (a layout effect runs in the same commit), so no scroll is missed.
  useLayoutEffect(() => {
    if (panelOpen || done) return undefined;
    let travelled = 0;
    let lastY = window.scrollY;
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        // In a form field: wait until the visitor leaves it (focusout re-arms), so the prompt never covers what they type.
        if (isEditingField()) return;
        markIdlePromptShown();
        setDone(true);
        setVisible(true);
      }, IDLE_PROMPT_STILL_MS);
    };
    const onScroll = () => {
      travelled += Math.abs(window.scrollY - lastY);
      lastY = window.scrollY;
      if (travelled >= IDLE_PROMPT_MIN_SCROLL_PX) arm();
    };
    // Typing, or moving between fields, is activity: the 3 s of stillness start again.
    const onActivity = () => {
      if (travelled >= IDLE_PROMPT_MIN_SCROLL_PX) arm();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('keydown', onActivity);
    document.addEventListener('focusout', onActivity);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('keydown', onActivity);
      document.removeEventListener('focusout', onActivity);
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
