import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/Article';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useLogout, useTranslate } from 'react-admin';
import { DASHBOARD_PATH } from '../dashboard';
import { Link } from 'react-router-dom';
import { BookingManagementTab } from './BookingManagementTab';
import { CalendarManagementTab } from './CalendarManagementTab';

/** /admin/calendar (spec 001 §2): Back to Dashboard, Manage Blog, Sign Out; Calendar Management and Booking Management tabs. */
export function CalendarPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const logout = useLogout();
  const [tab, setTab] = useState<'calendar' | 'bookings'>('calendar');
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="scv.calendar.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={Link} to={`${basename}${DASHBOARD_PATH}`} variant="outlined" size="small" startIcon={<ArrowBackIcon />}>
          {translate('scv.calendar.back_to_dashboard')}
        </Button>
        <Button component={Link} to={`${basename}/blog`} variant="outlined" size="small" startIcon={<ArticleIcon />}>
          {translate('scv.calendar.manage_blog')}
        </Button>
        <Button variant="outlined" size="small" color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
          {translate('scv.calendar.sign_out')}
        </Button>
      </Box>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', maxWidth: 640 }}>
        <Tab value="calendar" label={translate('scv.calendar.tabs.calendar')} />
        <Tab value="bookings" label={translate('scv.calendar.tabs.bookings')} />
      </Tabs>
      {tab === 'calendar' ? <CalendarManagementTab /> : <BookingManagementTab />}
    </Box>
  );
}
