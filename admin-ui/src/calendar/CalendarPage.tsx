import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BookingManagementTab } from './BookingManagementTab';
import { CalendarManagementTab } from './CalendarManagementTab';

/** /admin/calendar (spec 001 §2): Calendar Management and Booking Management tabs; the sidebar and app bar already give Dashboard, Blog and Sign Out. */
export function CalendarPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'calendar' | 'bookings'>('calendar');
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="scv.calendar.title" />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', maxWidth: 640 }}>
        <Tab value="calendar" label={translate('scv.calendar.tabs.calendar')} />
        <Tab value="bookings" label={translate('scv.calendar.tabs.bookings')} />
      </Tabs>
      {tab === 'calendar' ? <CalendarManagementTab /> : <BookingManagementTab />}
    </Box>
  );
}
