import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Alert, Box, Button, LinearProgress, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { businessToday } from '../calendar/calendar-dates';
import { EmptyState } from '../common/EmptyState';
import { BoardGrid } from './BoardGrid';
import { FiguresBar } from './FiguresBar';
import { addDays, formatShortDay, formatWeekdayShort, formatWeekRange, isCalendarDate, shiftWeek, weekDates, weekStartOf } from './schedule-dates';
import { buildBoard, stopsIndex, type DropVerdict } from './schedule-board';
import { VISIT_STATUSES, type BoardVisit } from './schedule-types';
import { StackedDay } from './StackedDay';
import { STATUS_COLOURS } from './VisitBlock';
import { VisitPanel } from './VisitPanel';
import { useMoveVisit, useScoopers, useWeekFigures, useWeekVisits } from './useSchedule';

type View = 'week' | 'day';

/** The board's place (week, view, day) lives in the URL, so a reload or a shared link shows the same board. */
function useBoardPlace(today: string) {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const dayParam = params.get('day');
  const week = isCalendarDate(weekParam) ? weekStartOf(weekParam) : weekStartOf(today);
  const days = weekDates(week);
  const day = isCalendarDate(dayParam) && days.includes(dayParam) ? dayParam : days.includes(today) ? today : week;
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const go = (next: { week?: string; day?: string; view?: View }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      const nextWeek = next.week ?? (next.day ? weekStartOf(next.day) : week);
      merged.set('week', nextWeek);
      merged.set('day', next.day ?? (next.week ? (weekDates(nextWeek).includes(today) ? today : nextWeek) : day));
      merged.set('view', next.view ?? view);
      return merged;
    });
  return { week, days, day, view, go };
}

/** /admin/schedule: the week (or one day) of visits per scooper; drag or "Move to…" to reassign and reschedule. */
export function SchedulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const today = businessToday();
  const { week, days, day, view, go } = useBoardPlace(today);
  const range = useMemo(() => ({ start: week, end: addDays(week, 6) }), [week]);
  const visits = useWeekVisits(range);
  const scoopers = useScoopers();
  const figures = useWeekFigures(week);
  const move = useMoveVisit(range);
  const [openId, setOpenId] = useState<string | null>(null);

  const allVisits = useMemo(() => visits.data?.visits ?? [], [visits.data]);
  const weekTotal = visits.data?.total ?? 0;
  const shownDays = phone || view === 'day' ? [day] : days;
  const rows = useMemo(() => buildBoard(allVisits, scoopers.data ?? [], days), [allVisits, scoopers.data, days]);
  const stops = useMemo(() => stopsIndex(figures.data), [figures.data]);
  const openVisit = allVisits.find((visit) => visit.id === openId) ?? null;

  const onMove = (visit: BoardVisit, verdict: DropVerdict) => {
    if (verdict.action === 'refuse') notify(`scv.schedule.hints.${verdict.problem}`, { type: 'warning' });
    if (verdict.action === 'send') move.mutate({ visit, change: verdict.change });
  };
  const open = (visit: BoardVisit) => setOpenId(visit.id);
  const dayHasVisits = rows.some((row) => (row.days.get(day) ?? []).length > 0);

  return (
    // Inline-size containment: the day tabs and the week grid scroll inside the page instead of widening react-admin's
    // layout (its root is min-width: fit-content), so a phone never scrolls sideways.
    <Box sx={{ mt: 2, mb: 4, minWidth: 0, contain: 'inline-size' }}>
      <Title title="scv.schedule.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mr: 'auto', fontWeight: 600 }}>
          {translate('scv.schedule.week_of', { range: formatWeekRange(week) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" aria-label={translate('scv.schedule.previous_week')} onClick={() => go({ week: shiftWeek(week, -1) })}>
            <ChevronLeftIcon />
          </Button>
          <Button size="small" variant="outlined" onClick={() => go({ day: today })}>
            {translate('scv.schedule.today')}
          </Button>
          <Button size="small" variant="outlined" aria-label={translate('scv.schedule.next_week')} onClick={() => go({ week: shiftWeek(week, 1) })}>
            <ChevronRightIcon />
          </Button>
          {!phone && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              aria-label={translate('scv.schedule.views.label')}
              onChange={(_, next: View | null) => next && go({ view: next })}
            >
              <ToggleButton value="week">{translate('scv.schedule.views.week')}</ToggleButton>
              <ToggleButton value="day">{translate('scv.schedule.views.day')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
      </Box>
      <FiguresBar figures={figures.data} loading={figures.isPending} />
      {(phone || view === 'day') && (
        <Tabs
          value={day}
          onChange={(_, next: string) => go({ day: next })}
          variant="scrollable"
          scrollButtons={false}
          aria-label={translate('scv.schedule.day_switcher')}
          sx={{ mt: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 48, px: 1 } }}
        >
          {days.map((date) => (
            <Tab
              key={date}
              value={date}
              aria-label={formatShortDay(date)}
              label={
                <Box component="span" sx={{ lineHeight: 1.2 }}>
                  <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
                    {formatWeekdayShort(date)}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontWeight: date === today ? 700 : 400 }}>
                    {Number(date.slice(8))}
                  </Box>
                </Box>
              }
            />
          ))}
        </Tabs>
      )}
      <Box sx={{ mt: 2 }}>
        {visits.isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : visits.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void visits.refetch()}>
                {translate('scv.schedule.error.retry')}
              </Button>
            }
          >
            {translate('scv.schedule.error.title')}: {visits.error.message}
          </Alert>
        ) : allVisits.length === 0 ? (
          <EmptyState icon={EventBusyIcon} title="scv.schedule.empty.title" explanation="scv.schedule.empty.explanation" />
        ) : (
          <>
            {weekTotal > allVisits.length && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('scv.schedule.board.partial', { total: weekTotal.toLocaleString('en-US'), shown: allVisits.length.toLocaleString('en-US') })}
              </Alert>
            )}
            {scoopers.isError && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {scoopers.error.message}
              </Alert>
            )}
            {phone ? (
              <>
                {!dayHasVisits && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{translate('scv.schedule.empty.day_title')}</Typography>}
                <StackedDay rows={rows} date={day} stops={stops} onOpen={open} />
              </>
            ) : (
              <>
                <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{translate('scv.schedule.board.drag_hint')}</Typography>
                <BoardGrid rows={rows} days={shownDays} today={today} visits={allVisits} stops={stops} onOpen={open} onDrop={onMove} />
              </>
            )}
            <StatusLegend />
          </>
        )}
      </Box>
      <VisitPanel
        visit={openVisit}
        scoopers={scoopers.data ?? []}
        visits={allVisits}
        today={today}
        moving={move.isPending}
        onClose={() => setOpenId(null)}
        onMove={onMove}
      />
    </Box>
  );
}

function StatusLegend() {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('scv.schedule.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, mt: 2, mb: 0 }}
    >
      {VISIT_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12, color: 'text.secondary' }}>
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: STATUS_COLOURS[status].fill, borderLeft: `3px solid ${STATUS_COLOURS[status].edge}` }}
          />
          {translate(`scv.schedule.statuses.${status}`)}
        </Box>
      ))}
    </Box>
  );
}
