export { QueuesDashboardModule, QUEUES_DASHBOARD_PATH } from './queues-dashboard.module';
