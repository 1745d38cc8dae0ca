import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MapIcon from '@mui/icons-material/Map';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { addDays, formatClock, formatLongDay, isCalendarDate, weekStartOf } from './schedule-dates';
import { dayRoute } from './schedule-board';
import { rowName, SCHEDULE_PATH } from './schedule-paths';
import { STATUS_COLOURS } from './VisitBlock';
import { useScoopers, useWeekVisits } from './useSchedule';

/** /admin/schedule/route/:date/:scooperId: one scooper's stops for the day, in driving order, with room for the map. */
export function DayRoutePage() {
  const { date = '', scooperId = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const valid = isCalendarDate(date) && scooperId !== '';
  const week = valid ? weekStartOf(date) : '';
  const range = useMemo(() => ({ start: week, end: week ? addDays(week, 6) : '' }), [week]);
  const visits = useWeekVisits(range, valid);
  const scoopers = useScoopers();
  const scooper = scoopers.data?.find((candidate) => candidate.id === scooperId);
  const name = rowName({ scooperId, name: scooper?.name ?? '' }, translate);
  const stops = useMemo(() => (valid ? dayRoute(visits.data ?? [], scooperId, date) : []), [valid, visits.data, scooperId, date]);
  const back = `${basename}${SCHEDULE_PATH}${valid ? `?${new URLSearchParams({ week, day: date, view: 'day' }).toString()}` : ''}`;

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0, maxWidth: 960, contain: 'inline-size' }}>
      <Title title="scv.schedule.route.title" />
      <Button component={Link} to={back} size="small" variant="outlined" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate('scv.schedule.route.back')}
      </Button>
      {!valid ? (
        <Alert severity="error">{translate('ra.page.not_found')}</Alert>
      ) : (
        <>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {translate('scv.schedule.route.heading', { name, day: formatLongDay(date) })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }} data-testid="route-count">
            {translate('scv.schedule.route.count', { smart_count: stops.length })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Box>
              {visits.isPending ? (
                <LinearProgress />
              ) : visits.isError ? (
                <Alert severity="error">{visits.error.message}</Alert>
              ) : stops.length === 0 ? (
                <Typography>{translate('scv.schedule.route.empty')}</Typography>
              ) : (
                <Box component="ol" aria-label={translate('scv.schedule.route.title')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                  {stops.map((stop, index) => (
                    <Paper
                      component="li"
                      key={stop.id}
                      variant="outlined"
                      sx={{ display: 'flex', gap: 1.5, p: 1.5, borderLeft: `4px solid ${STATUS_COLOURS[stop.status].edge}` }}
                    >
                      <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, minWidth: 28 }} aria-hidden>
                        {index + 1}
                      </Typography>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{stop.customerName || stop.address}</Typography>
                        <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
                          {[stop.address, stop.city, stop.zip].filter(Boolean).join(', ')}
                        </Typography>
                        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {translate(`scv.schedule.kinds.${stop.kind}`)} · {formatClock(stop.window.start)}–{formatClock(stop.window.end)} ·{' '}
                          {translate(`scv.schedule.statuses.${stop.status}`)}
                        </Typography>
                        {(stop.gateNotes || stop.dogNotes || stop.notes) && (
                          <Typography sx={{ fontSize: 13, mt: 0.5, overflowWrap: 'anywhere' }}>
                            {[stop.gateNotes, stop.dogNotes, stop.notes].filter(Boolean).join(' · ')}
                          </Typography>
                        )}
                      </Box>
                    </Paper>
                  ))}
                </Box>
              )}
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>{translate('scv.schedule.route.order_note')}</Typography>
            </Box>
            <Paper
              variant="outlined"
              role="region"
              aria-label={translate('scv.schedule.route.map_placeholder')}
              data-testid="route-map-placeholder"
              sx={{ p: 2, minHeight: 200, display: 'grid', placeItems: 'center', textAlign: 'center', bgcolor: 'grey.50', borderStyle: 'dashed' }}
            >
              <Box>
                <MapIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
                <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{translate('scv.schedule.route.map_placeholder')}</Typography>
                <Typography sx={{ fontSize: 14, mt: 1 }}>
                  {translate('scv.schedule.route.drive_minutes')}: {translate('scv.schedule.route.not_estimated')}
                </Typography>
              </Box>
            </Paper>
          </Box>
        </>
      )}
    </Box>
  );
}
