import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

const CalendarPage = lazy(() => import('./CalendarPage').then((m) => ({ default: m.CalendarPage })));

/** The calendar is a heavy page, loaded when staff open it. */
export function CalendarRoute() {
  return (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <CalendarPage />
    </Suspense>
  );
}
