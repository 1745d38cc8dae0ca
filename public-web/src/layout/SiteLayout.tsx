import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AnalyticsTracker } from '../analytics/AnalyticsTracker';
import { ChatWidgetLoader } from '../chat/ChatWidgetLoader';
import { ConsentBanner } from '../consent/ConsentBanner';
import { ScrollOnNavigate } from '../navigation/ScrollOnNavigate';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<div className="page-fallback" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollOnNavigate />
      <AnalyticsTracker />
      <ConsentBanner />
      <ChatWidgetLoader />
    </>
  );
}
