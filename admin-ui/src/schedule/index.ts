export { default as ScheduleIcon } from '@mui/icons-material/ViewWeek';
export { ScheduleRoute } from './ScheduleRoute';
export { scheduleMessages } from './schedule.messages';
export { SCHEDULE_PATH } from './schedule-paths';
export { OrderVisits } from './OrderVisits';
