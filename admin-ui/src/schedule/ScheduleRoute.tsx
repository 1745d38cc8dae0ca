import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DAY_ROUTE_SEGMENT, VISIT_SEGMENT } from './schedule-paths';

const SchedulePage = lazy(() => import('./SchedulePage').then((m) => ({ default: m.SchedulePage })));
const VisitPage = lazy(() => import('./VisitPage').then((m) => ({ default: m.VisitPage })));
const DayRoutePage = lazy(() => import('./DayRoutePage').then((m) => ({ default: m.DayRoutePage })));

/** The board and its day routes are heavy pages, loaded when staff open them (mounted at /schedule/*). */
export function ScheduleRoute() {
  return (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <Routes>
        <Route index element={<SchedulePage />} />
        <Route path={`${DAY_ROUTE_SEGMENT}/:date/:scooperId`} element={<DayRoutePage />} />
        <Route path={`${VISIT_SEGMENT}/:id`} element={<VisitPage />} />
      </Routes>
    </Suspense>
  );
}
