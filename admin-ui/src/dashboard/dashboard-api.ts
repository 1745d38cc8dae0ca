import { httpClient } from '../providers/httpClient';
import type { CustomerJourneys, DashboardAnalytics, DashboardOverview, DashboardPeriodName, JourneyDays } from './dashboard-types';

const DASHBOARD = '/api/admin/dashboard';

/** The dashboard's queries (no simple-rest resources), spread into the app's dataProvider. */
export interface DashboardMethods {
  getDashboardAnalytics: (period: DashboardPeriodName) => Promise<DashboardAnalytics>;
  getDashboardOverview: () => Promise<DashboardOverview>;
  getDashboardJourneys: (days: JourneyDays) => Promise<CustomerJourneys>;
}

async function get<T>(path: string): Promise<T> {
  const { json } = await httpClient(`${DASHBOARD}${path}`);
  return json as T;
}

export const dashboardMethods: DashboardMethods = {
  getDashboardAnalytics: (period) => get(`/analytics?period=${encodeURIComponent(period)}`),
  getDashboardOverview: () => get('/overview'),
  getDashboardJourneys: (days) => get(`/journeys?days=${days}`),
};
