import { Box } from '@mui/material';
import { useState } from 'react';
import { currentBusinessWeek } from './calendar-dates';
import { RangeControls, type CalendarRange } from './RangeControls';
import { SlotsByDate } from './SlotsByDate';
import { StatsCards } from './StatsCards';
import { useSlots, useSlotStats } from './useCalendarData';

/** Calendar Management: stats, the date range and hours, and the slots grouped by date (default: this week). */
export function CalendarManagementTab() {
  const [range, setRange] = useState<CalendarRange>(() => currentBusinessWeek());
  const slots = useSlots(range);
  const stats = useSlotStats(range);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <StatsCards stats={stats.data} />
      <RangeControls range={range} onLoad={setRange} />
      <SlotsByDate slots={slots.data} loading={slots.isPending} />
    </Box>
  );
}
