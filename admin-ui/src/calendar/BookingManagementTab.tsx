import { Box } from '@mui/material';
import { PaidOrders } from './PaidOrders';
import { UpcomingBookings } from './UpcomingBookings';

/** Booking Management: paid orders to schedule, and what is booked in the next 30 days. */
export function BookingManagementTab() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <PaidOrders />
      <UpcomingBookings />
    </Box>
  );
}
