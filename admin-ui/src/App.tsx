import { useEffect, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, useNotify } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import affiliateLinks from './affiliate-links';
import areaRequests from './area-requests';
import blog, { BLOG_EDIT_PATH, BlogEditRoute } from './blog';
import { CALENDAR_PATH, CalendarRoute } from './calendar';
import conversations from './conversations';
import { Dashboard, DASHBOARD_PATH } from './dashboard';
import dataDeletionRequests from './data-deletion-requests';
import discountCodes from './discount-codes';
import emails from './emails';
import smsMessages from './sms-messages';
import events from './events';
import { FAILED_JOBS_PATH, FailedJobsPage } from './failed-jobs';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import leads from './leads';
import orders from './orders';
import payments, { pastDue } from './payments';
import scooperAccounts from './scooper-accounts';
import servicePlans from './service-plans';
import { SETTINGS_PATH, SettingsPage } from './settings';
import { SCHEDULE_PATH, ScheduleRoute } from './schedule';
import { LoginPage } from './login/LoginPage';
import { ADMIN_BASENAME } from './login/sign-in-rules';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import shortUrls from './short-urls';
import taskCards from './task-cards';
import trashDayShifts from './trash-day-shifts';
import { theme } from './theme';

export { ADMIN_BASENAME };

let signInToAnnounce = false;

/** The entry's sign-in page calls this before it mounts the app, so the app greets the admin who just signed in. */
export function announceSignIn(): void {
  signInToAnnounce = true;
}

function SignInAnnouncement() {
  const notify = useNotify();
  useEffect(() => {
    if (!signInToAnnounce) return;
    signInToAnnounce = false;
    notify('scv.login.success', { type: 'success' });
  }, [notify]);
  return null;
}

function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SignInAnnouncement />
      <AppLayout>{children}</AppLayout>
    </>
  );
}

function AdminApp() {
  return (
    <Admin
      disableTelemetry
      basename={ADMIN_BASENAME}
      title="SCV Scoopers Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={Layout}
      theme={theme}
      requireAuth
    >
      <Resource name="orders" {...orders} />
      <Resource name="payments" {...payments} />
      <Resource name="past-due" {...pastDue} />
      <Resource name="discount-codes" {...discountCodes} />
      <Resource name="leads" {...leads} />
      <Resource name="conversations" {...conversations} />
      <Resource name="task-cards" {...taskCards} />
      <Resource name="emails" {...emails} />
      <Resource name="sms-messages" {...smsMessages} />
      <Resource name="area-requests" {...areaRequests} />
      <Resource name="data-deletion-requests" {...dataDeletionRequests} />
      <Resource name="events" {...events} />
      <Resource name="stream-types" recordRepresentation="name" />
      <Resource name="blog" {...blog} />
      <Resource name="short-urls" {...shortUrls} />
      <Resource name="affiliate-links" {...affiliateLinks} />
      <Resource name="scooper-accounts" {...scooperAccounts} />
      <Resource name="trash-day-shifts" {...trashDayShifts} />
      <Resource name="service-plans" {...servicePlans} />
      <CustomRoutes>
        <Route path={DASHBOARD_PATH} element={<Dashboard />} />
        <Route path={FAILED_JOBS_PATH} element={<FailedJobsPage />} />
        <Route path={SETTINGS_PATH} element={<SettingsPage />} />
        <Route path={CALENDAR_PATH} element={<CalendarRoute />} />
        <Route path={`${SCHEDULE_PATH}/*`} element={<ScheduleRoute />} />
        <Route path={BLOG_EDIT_PATH} element={<BlogEditRoute />} />
      </CustomRoutes>
    </Admin>
  );
}

/** react-admin defaults to a hash router; a browser router gives real /admin/... URLs (react-admin's sub-path recipe). */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<AdminApp />} />
      </Routes>
    </BrowserRouter>
  );
}
