import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WeekFigures } from './schedule-types';

const FIGURES = ['visits', 'completed', 'skipped', 'missed'] as const;

/** The week's figures from `GET admin/schedule/week` (stops per scooper per day are shown in the board's cells). */
export function FiguresBar({ figures, loading }: { figures: WeekFigures | undefined; loading: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={translate('scv.schedule.figures.label')}
      aria-busy={loading}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { xs: 1, md: 2 } }}
    >
      {FIGURES.map((key) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="body2" color="text.secondary" component="h2">
              {translate(`scv.schedule.figures.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={`schedule-figure-${key}`}>
              {figures ? figures[key] : '–'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
