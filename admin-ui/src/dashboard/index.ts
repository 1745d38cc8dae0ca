export { Dashboard } from './Dashboard';
export { dashboardMessages } from './dashboard.messages';

/** The dashboard's own URL (spec 001 §2 /admin/dashboard), relative to the admin's basename; /admin shows it too. */
export const DASHBOARD_PATH = '/dashboard';
