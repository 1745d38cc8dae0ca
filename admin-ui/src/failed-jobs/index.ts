export { default as FailedJobsIcon } from '@mui/icons-material/SyncProblem';
export { FailedJobsPage } from './FailedJobsPage';

/** A custom route, not a resource (the dead letters are no simple-rest list); relative to the admin's basename. */
export const FAILED_JOBS_PATH = '/failed-jobs';
