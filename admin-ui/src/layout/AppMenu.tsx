import FactCheckIcon from '@mui/icons-material/FactCheck';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, useBasename } from 'react-admin';
import { CALENDAR_PATH, CalendarIcon } from '../calendar';
import { FAILED_JOBS_PATH, FailedJobsIcon } from '../failed-jobs';
import { SCHEDULE_PATH, ScheduleIcon } from '../schedule';
import { SETTINGS_PATH } from '../settings';
import { DeveloperToolsGroup } from './DeveloperToolsGroup';
import { ExternalMenuItem } from './ExternalMenuItem';
import { MenuSection } from './MenuSection';

/** Public-web's staff-only check pages (same origin, outside /admin). */
export const TRELLO_TEST_PATH = '/trello-test';
export const FUNCTIONALITY_TEST_PATH = '/functionality-test';
/** The BullMQ dashboard (@bull-board), served by the api behind the admin check. */
export const QUEUES_PATH = '/api/admin/queues';

/** Desktop items tighter than MUI's 36 px (28 px, above WCAG's 24 px target minimum) so that Settings shows without scrolling at
 * 1280×800 with the service screens and text messages in the menu; phones keep 48 px targets. */
const COMPACT_MENU = { mt: 0, '@media (min-width: 900px)': { '& .MuiMenuItem-root': { minHeight: 28, py: 0.25 } } };

/** The spec's sidebar: analytics, orders and customers (conversations, affiliate links), quick links to Blog, Calendar and Short URLs; then follow-up work and the auditors' log; settings last, with the developer tools folded away beneath. */
export function AppMenu() {
  const basename = useBasename();
  return (
    <Menu sx={COMPACT_MENU}>
      <MenuSection label="scv.menu.sections.analytics" />
      <Menu.DashboardItem />
      <MenuSection label="scv.menu.sections.business" />
      <Menu.ResourceItem name="orders" />
      <Menu.ResourceItem name="discount-codes" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="conversations" />
      <Menu.ResourceItem name="affiliate-links" />
      <Menu.ResourceItem name="scooper-accounts" />
      <Menu.ResourceItem name="service-plans" />
      <MenuSection label="scv.menu.sections.quick_links" />
      <Menu.ResourceItem name="blog" />
      <Menu.Item to={`${basename}${CALENDAR_PATH}`} primaryText="scv.calendar.menu" leftIcon={<CalendarIcon />} />
      <Menu.Item to={`${basename}${SCHEDULE_PATH}`} primaryText="scv.schedule.menu" leftIcon={<ScheduleIcon />} />
      <Menu.ResourceItem name="trash-day-shifts" />
      <Menu.ResourceItem name="short-urls" />
      <MenuSection label="scv.menu.sections.follow_up" />
      <Menu.ResourceItem name="task-cards" />
      <Menu.ResourceItem name="emails" />
      <Menu.Item to={`${basename}${FAILED_JOBS_PATH}`} primaryText="scv.menu.failed_jobs" leftIcon={<FailedJobsIcon />} />
      <Menu.ResourceItem name="sms-messages" />
      <Menu.ResourceItem name="area-requests" />
      <Menu.ResourceItem name="data-deletion-requests" />
      <Menu.ResourceItem name="events" />
      <MenuSection label="scv.menu.sections.settings" />
      <Menu.Item to={`${basename}${SETTINGS_PATH}`} primaryText="scv.menu.settings" leftIcon={<SettingsIcon />} />
      <DeveloperToolsGroup>
        <ExternalMenuItem href={QUEUES_PATH} primaryText="scv.menu.queues" leftIcon={<ViewListIcon />} />
        <ExternalMenuItem href={TRELLO_TEST_PATH} primaryText="scv.menu.trello_test" leftIcon={<ScienceIcon />} />
        <ExternalMenuItem href={FUNCTIONALITY_TEST_PATH} primaryText="scv.menu.functionality_test" leftIcon={<FactCheckIcon />} />
      </DeveloperToolsGroup>
    </Menu>
  );
}
