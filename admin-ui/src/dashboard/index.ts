export { Dashboard } from './Dashboard';
export { dashboardMessages } from './dashboard.messages';
export { DASHBOARD_PATH } from '../login/sign-in-rules';
