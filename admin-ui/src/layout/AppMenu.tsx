import FactCheckIcon from '@mui/icons-material/FactCheck';
import ScienceIcon from '@mui/icons-material/Science';
import { Divider } from '@mui/material';
import { Menu, useBasename } from 'react-admin';
import { FAILED_JOBS_PATH, FailedJobsIcon } from '../failed-jobs';
import { ExternalMenuItem } from './ExternalMenuItem';

/** Public-web's staff-only check pages (same origin, outside /admin). */
export const TRELLO_TEST_PATH = '/trello-test';
export const FUNCTIONALITY_TEST_PATH = '/functionality-test';

/** Follow-up work first (leads, board, mail, the jobs that failed to reach board or mail, requests), then the auditors' log, then the check pages. */
export function AppMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="task-cards" />
      <Menu.ResourceItem name="emails" />
      <Menu.Item to={`${basename}${FAILED_JOBS_PATH}`} primaryText="scv.menu.failed_jobs" leftIcon={<FailedJobsIcon />} />
      <Menu.ResourceItem name="area-requests" />
      <Menu.ResourceItem name="data-deletion-requests" />
      <Menu.ResourceItem name="events" />
      <Divider sx={{ my: 1 }} />
      <ExternalMenuItem href={TRELLO_TEST_PATH} primaryText="scv.menu.trello_test" leftIcon={<ScienceIcon />} />
      <ExternalMenuItem href={FUNCTIONALITY_TEST_PATH} primaryText="scv.menu.functionality_test" leftIcon={<FactCheckIcon />} />
    </Menu>
  );
}
