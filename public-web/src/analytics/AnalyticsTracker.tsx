import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getConsent, subscribeConsent } from '../consent/consent-store';
import { analyticsGranted } from '../consent/consent-preferences';
import { flushAnalytics, trackEvent } from './analytics-client';
import { ANALYTICS_EVENT, PAGE_VIEW_DELAY_MS } from './analytics-events';
import { clickContext, clickedControl, controlName, formType } from './element-names';
import { HELP_LINK_ATTRIBUTE, recordHelpLinkClick } from './help-link-clicks';

function trackPageView(): boolean {
  return trackEvent(ANALYTICS_EVENT.pageView, { title: document.title, referrer: document.referrer || 'direct' });
}

/** Page views 2 s after each path or query change, clicks and form submits by delegation, and a beacon flush on page hide. */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  // The last page a view was recorded for; a view the visitor had not yet consented to is recorded once they do.
  const viewed = useRef<string | null>(null);
  const pending = useRef(false);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    pending.current = true;
    const timer = window.setTimeout(() => {
      pending.current = false;
      if (trackPageView()) viewed.current = page;
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page]);

  useEffect(
    () =>
      subscribeConsent(() => {
        if (!analyticsGranted(getConsent()) || pending.current || viewed.current === pageRef.current) return;
        if (trackPageView()) viewed.current = pageRef.current;
      }),
    [],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const control = clickedControl(event.target);
      if (!control) return;
      if (control.hasAttribute(HELP_LINK_ATTRIBUTE)) recordHelpLinkClick(control.getAttribute('href') ?? '');
      const buttonName = controlName(control);
      if (!buttonName) return;
      const href = control instanceof HTMLAnchorElement ? control.getAttribute('href') : null;
      trackEvent(ANALYTICS_EVENT.buttonClick, { buttonName, context: clickContext(control), ...(href ? { href } : {}) });
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      trackEvent(ANALYTICS_EVENT.formSubmit, { formType: formType(event.target), context: clickContext(event.target) });
    };
    const onPageHide = () => flushAnalytics('beacon');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushAnalytics('beacon');
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return null;
}
