import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatClock, formatLongDay, isCalendarDate, weekStartOf } from './schedule-dates';
import { rowName, SCHEDULE_PATH } from './schedule-paths';
import { legText, movedOrder, routeMapPoints } from './schedule-route';
import type { DayRoute } from './schedule-types';
import { STATUS_COLOURS } from './VisitBlock';
import { useDayRoute, useRouteAction, useScoopers } from './useSchedule';

const RouteMap = lazy(() => import('./RouteMap').then((m) => ({ default: m.RouteMap })));

/**
 * /admin/schedule/route/:date/:scooperId: one scooper's stops for the day from the routes API, in route order, with
 * the drive minutes, Optimise, Lock/Unlock, a hand order (move up/down) and the map (the list alone when offline).
 */
export function DayRoutePage() {
  const { date = '', scooperId = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const valid = isCalendarDate(date) && scooperId !== '';
  const route = useDayRoute(scooperId, date, valid);
  const scoopers = useScoopers();
  const scooper = scoopers.data?.find((candidate) => candidate.id === scooperId);
  const name = route.data?.scooperName || rowName({ scooperId, name: scooper?.name ?? '' }, translate);
  const week = valid ? weekStartOf(date) : '';
  const back = `${basename}${SCHEDULE_PATH}${valid ? `?${new URLSearchParams({ week, day: date, view: 'day' }).toString()}` : ''}`;

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0, maxWidth: 1100, contain: 'inline-size' }}>
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
          {route.isPending ? (
            <LinearProgress sx={{ mt: 2 }} aria-label={translate('scv.schedule.route.title')} />
          ) : route.isError ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void route.refetch()}>
                  {translate('scv.schedule.route.retry')}
                </Button>
              }
            >
              {translate('scv.schedule.route.error')}: {route.error.message}
            </Alert>
          ) : (
            <RouteBody route={route.data} scooperId={scooperId} date={date} home={scooper?.home ?? null} />
          )}
        </>
      )}
    </Box>
  );
}

function RouteBody({ route, scooperId, date, home }: { route: DayRoute; scooperId: string; date: string; home: { lat: number; lng: number } | null }) {
  const translate = useTranslate();
  const action = useRouteAction(scooperId, date);
  const [offline, setOffline] = useState(false);
  const points = useMemo(() => routeMapPoints(route, home), [route, home]);
  const ids = route.stops.map((stop) => stop.visitId);
  const busy = action.isPending;
  const hasStops = route.stops.length > 0;
  const showMap = hasStops && !offline && points.path.length > 0;

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5, mb: 2 }}>
        <Typography sx={{ color: 'text.secondary' }} data-testid="route-count">
          {translate('scv.schedule.route.count', { smart_count: route.stops.length })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} aria-hidden>
          ·
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="route-drive">
          {route.driveMinutes === null ? translate('scv.schedule.route.not_optimised') : translate('scv.schedule.route.drive', { minutes: route.driveMinutes })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" size="small" startIcon={<AltRouteIcon />} disabled={busy || !hasStops} onClick={() => action.mutate({ type: 'optimise' })}>
          {translate('scv.schedule.route.optimise')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={route.locked ? <LockOpenIcon /> : <LockIcon />}
          disabled={busy}
          onClick={() => action.mutate({ type: 'lock', locked: !route.locked })}
        >
          {translate(route.locked ? 'scv.schedule.route.unlock' : 'scv.schedule.route.lock')}
        </Button>
      </Stack>
      {route.locked && (
        <Alert severity="info" icon={<LockIcon fontSize="inherit" />} sx={{ mb: 2 }}>
          {translate('scv.schedule.route.locked_note')}
        </Alert>
      )}
      {busy && <LinearProgress sx={{ mb: 1 }} />}
      {!hasStops ? (
        <Typography>{translate('scv.schedule.route.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: showMap ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Box component="ol" aria-label={translate('scv.schedule.route.title')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {route.stops.map((stop, index) => {
                const label = stop.customerName || stop.address;
                const up = movedOrder(ids, index, -1);
                const down = movedOrder(ids, index, 1);
                const leg = stop.driveMinutes === null ? null : legText(stop.driveMinutes, index === 0);
                return (
                  <Box component="li" key={stop.visitId} data-visit-id={stop.visitId} sx={{ display: 'grid', gap: 0.5 }}>
                    {leg && (
                      <Typography
                        data-testid="stop-drive"
                        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13, color: 'text.secondary', pl: 1.5 }}
                      >
                        <DirectionsCarIcon fontSize="inherit" aria-hidden />
                        {translate(leg.key, { minutes: leg.minutes })}
                      </Typography>
                    )}
                    <Paper
                      variant="outlined"
                      sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'center', borderLeft: `4px solid ${STATUS_COLOURS[stop.status].edge}` }}
                    >
                      <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, minWidth: 28, textAlign: 'center' }} data-testid="stop-number">
                        {index + 1}
                      </Typography>
                      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
                        <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>{[stop.address, stop.zip].filter(Boolean).join(', ')}</Typography>
                        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {translate(`scv.schedule.kinds.${stop.kind}`)} · {formatClock(stop.window.start)}–{formatClock(stop.window.end)} ·{' '}
                          {translate(`scv.schedule.statuses.${stop.status}`)}
                        </Typography>
                      </Box>
                      <Stack sx={{ flexShrink: 0 }}>
                        <IconButton
                          size="small"
                          aria-label={translate('scv.schedule.route.move_up', { name: label })}
                          disabled={busy || !up}
                          onClick={() => up && action.mutate({ type: 'order', order: up })}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate('scv.schedule.route.move_down', { name: label })}
                          disabled={busy || !down}
                          onClick={() => down && action.mutate({ type: 'order', order: down })}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    </Paper>
                  </Box>
                );
              })}
            </Box>
            <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>{translate('scv.schedule.route.order_note')}</Typography>
            {offline ? (
              <Alert severity="info" sx={{ mt: 1 }} data-testid="route-map-offline">
                {translate('scv.schedule.route.map.offline')}
              </Alert>
            ) : (
              points.path.length === 0 && (
                <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 1 }}>{translate('scv.schedule.route.map.none')}</Typography>
              )
            )}
          </Box>
          {showMap && (
            <Paper variant="outlined" role="region" aria-label={translate('scv.schedule.route.map.label')} data-testid="route-map" sx={{ p: 0.5, minWidth: 0 }}>
              <Suspense fallback={<LinearProgress />}>
                <RouteMap
                  points={points}
                  labels={{
                    home: translate('scv.schedule.route.map.home'),
                    stop: (number, stopName) => translate('scv.schedule.route.map.stop', { number, name: stopName }),
                  }}
                  onOffline={() => setOffline(true)}
                />
              </Suspense>
              {points.unplaced > 0 && (
                <Typography sx={{ fontSize: 12, color: 'text.secondary', p: 0.5 }}>
                  {translate('scv.schedule.route.map.unplaced', { smart_count: points.unplaced })}
                </Typography>
              )}
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
