import FactCheckIcon from '@mui/icons-material/FactCheck';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Divider } from '@mui/material';
import { Menu, useBasename } from 'react-admin';
import { CALENDAR_PATH, CalendarIcon } from '../calendar';
import { FAILED_JOBS_PATH, FailedJobsIcon } from '../failed-jobs';
import { SETTINGS_PATH } from '../settings';
import { ExternalMenuItem } from './ExternalMenuItem';

/** Public-web's staff-only check pages (same origin, outside /admin). */
export const TRELLO_TEST_PATH = '/trello-test';
export const FUNCTIONALITY_TEST_PATH = '/functionality-test';
/** The BullMQ dashboard (@bull-board), served by the api behind the admin check. */
export const QUEUES_PATH = '/api/admin/queues';

/** Follow-up work first (leads, board, mail, the jobs that failed to reach board or mail, requests), then the auditors' log, then the check pages. */
export function AppMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="orders" />
      <Menu.ResourceItem name="discount-codes" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="conversations" />
      <Menu.ResourceItem name="task-cards" />
      <Menu.ResourceItem name="emails" />
      <Menu.Item to={`${basename}${FAILED_JOBS_PATH}`} primaryText="scv.menu.failed_jobs" leftIcon={<FailedJobsIcon />} />
      <Menu.Item to={`${basename}${CALENDAR_PATH}`} primaryText="scv.calendar.menu" leftIcon={<CalendarIcon />} />
      <Menu.ResourceItem name="blog" />
      <Menu.ResourceItem name="short-urls" />
      <Menu.ResourceItem name="affiliate-links" />
      <Menu.ResourceItem name="area-requests" />
      <Menu.ResourceItem name="data-deletion-requests" />
      <Menu.ResourceItem name="events" />
      <Menu.Item to={`${basename}${SETTINGS_PATH}`} primaryText="scv.menu.settings" leftIcon={<SettingsIcon />} />
      <Divider sx={{ my: 1 }} />
      <ExternalMenuItem href={TRELLO_TEST_PATH} primaryText="scv.menu.trello_test" leftIcon={<ScienceIcon />} />
      <ExternalMenuItem href={QUEUES_PATH} primaryText="scv.menu.queues" leftIcon={<ViewListIcon />} />
      <ExternalMenuItem href={FUNCTIONALITY_TEST_PATH} primaryText="scv.menu.functionality_test" leftIcon={<FactCheckIcon />} />
    </Menu>
  );
}
