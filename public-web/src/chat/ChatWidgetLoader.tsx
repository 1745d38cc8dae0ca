import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const ChatWidget = lazy(() => import('./ChatWidget'));

/** A chunk that fails to load (offline, a deploy in between) costs the page its chat, never the page. */
class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads the widget after the page's load event, when the browser is idle, so it is never part of a first load. */
export function ChatWidgetLoader() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else timer = window.setTimeout(() => setReady(true), 500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);

  if (!ready) return null;
  return (
    <ChatBoundary>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </ChatBoundary>
  );
}
