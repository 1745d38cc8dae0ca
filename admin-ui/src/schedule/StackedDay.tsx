import RouteIcon from '@mui/icons-material/Route';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatShortDay, weekdayOf } from './schedule-dates';
import { isStop, type BoardRow } from './schedule-board';
import { dayRoutePath, rowName } from './schedule-paths';
import type { BoardVisit } from './schedule-types';
import { VisitBlock } from './VisitBlock';

/** Phone: one day at a time, each scooper's visits as a section (drag is awkward on a phone: the panel's Move to… moves). */
export function StackedDay({ rows, date, stops, onOpen }: { rows: BoardRow[]; date: string; stops: Map<string, number>; onOpen: (visit: BoardVisit) => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box role="list" aria-label={translate('scv.schedule.board.label')} sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((row) => {
        const name = rowName(row, translate);
        const visits = row.days.get(date) ?? [];
        const count = stops.get(`${row.key}|${date}`) ?? visits.filter(isStop).length;
        const offDay = row.scooper !== null && !row.scooper.workingDays.includes(weekdayOf(date));
        return (
          <Paper key={row.key} role="listitem" variant="outlined" data-row={row.key} aria-label={`${name}, ${formatShortDay(date)}`} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: visits.length ? 1 : 0 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {offDay && count === 0
                    ? translate('scv.schedule.board.off_day')
                    : row.scooper?.dailyCapacity
                      ? translate('scv.schedule.board.stops_of', { stops: count, capacity: row.scooper.dailyCapacity })
                      : translate('scv.schedule.board.stops', { smart_count: count })}
                </Typography>
              </Box>
              {row.scooperId !== null && count > 0 && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<RouteIcon />}
                  component={Link}
                  to={`${basename}${dayRoutePath(row.scooperId, date)}`}
                  aria-label={translate('scv.schedule.board.open_route', { name, day: formatShortDay(date) })}
                >
                  {translate('scv.schedule.route.title')}
                </Button>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              {visits.map((visit) => (
                <VisitBlock key={visit.id} visit={visit} onOpen={onOpen} />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
