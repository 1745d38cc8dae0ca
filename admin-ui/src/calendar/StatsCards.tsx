import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SlotStats } from './calendar-types';

/** Total Slots, Available, Booked and Utilization % for the loaded range (spec 001 §2). */
export function StatsCards({ stats }: { stats: SlotStats | undefined }) {
  const translate = useTranslate();
  const figures = [
    { key: 'total', value: stats?.totalSlots },
    { key: 'available', value: stats?.available },
    { key: 'booked', value: stats?.booked },
    { key: 'utilization', value: stats ? `${stats.utilization.toFixed(2)}%` : undefined },
  ];
  return (
    <Box
      component="section"
      aria-label="Slot statistics"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}
    >
      {figures.map(({ key, value }) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary" component="h3">
              {translate(`scv.calendar.stats.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={`stat-${key}`}>
              {value ?? '–'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
