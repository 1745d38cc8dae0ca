export { AnalyticsModule } from './analytics.module';
export { DASHBOARD_PERIODS, dashboardPeriod, type DashboardPeriod, type DashboardPeriodName } from './domain/dashboard-period';
