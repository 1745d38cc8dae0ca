export { default as CalendarIcon } from '@mui/icons-material/CalendarMonth';
export { CalendarRoute } from './CalendarRoute';
export { calendarMessages } from './calendar-messages';

/** A custom route (two tabs of domain actions, not one simple-rest resource), relative to the admin's basename. */
export const CALENDAR_PATH = '/calendar';
