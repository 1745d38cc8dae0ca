import RouteIcon from '@mui/icons-material/Route';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatShortDay, weekdayOf } from './schedule-dates';
import { dropVerdict, isStop, type BoardRow, type DropTarget, type DropVerdict } from './schedule-board';
import type { BoardVisit } from './schedule-types';
import { VISIT_DRAG_TYPE, VisitBlock } from './VisitBlock';
import { dayRoutePath, rowName } from './schedule-paths';

interface BoardGridProps {
  rows: BoardRow[];
  days: string[];
  today: string;
  visits: BoardVisit[];
  stops: Map<string, number>;
  onOpen: (visit: BoardVisit) => void;
  onDrop: (visit: BoardVisit, verdict: DropVerdict) => void;
}

const cellKey = (row: BoardRow, date: string) => `${row.key}|${date}`;

/** Desktop: one row per scooper and Unassigned, one column per day; visits are dragged between cells. */
export function BoardGrid({ rows, days, today, visits, stops, onOpen, onDrop }: BoardGridProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const [dragging, setDragging] = useState<BoardVisit | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const verdictFor = (visit: BoardVisit, row: BoardRow, date: string) => {
    const target: DropTarget = { scooperId: row.scooperId, date };
    return dropVerdict(visit, target, { today, scooper: row.scooper, visits });
  };
  const hoverVerdict = (row: BoardRow, date: string) => (dragging && over === cellKey(row, date) ? verdictFor(dragging, row, date) : null);

  const onCellDragOver = (event: DragEvent<HTMLElement>, row: BoardRow, date: string) => {
    if (!dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== cellKey(row, date)) setOver(cellKey(row, date));
  };
  const onCellDrop = (event: DragEvent<HTMLElement>, row: BoardRow, date: string) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(VISIT_DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    const visit = dragging?.id === id ? dragging : visits.find((candidate) => candidate.id === id);
    setDragging(null);
    setOver(null);
    if (visit) onDrop(visit, verdictFor(visit, row, date));
  };

  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="grid"
        aria-label={translate('scv.schedule.board.label')}
        aria-rowcount={rows.length + 1}
        sx={{
          display: 'grid',
          gridTemplateColumns: `minmax(112px, 160px) repeat(${days.length}, minmax(${days.length === 1 ? 320 : 108}px, 1fr))`,
          minWidth: 'min-content',
        }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" sx={headerCell}>
            {translate('scv.schedule.board.scooper')}
          </Box>
          {days.map((date) => (
            <Box
              key={date}
              role="columnheader"
              sx={{ ...headerCell, bgcolor: date === today ? TODAY_HEADER : 'grey.50', color: date === today ? TODAY_TEXT : undefined }}
            >
              {formatShortDay(date)}
            </Box>
          ))}
        </Box>
        {rows.map((row) => {
          const name = rowName(row, translate);
          return (
            <Box key={row.key} role="row" data-row={row.key} sx={{ display: 'contents' }}>
              <Box role="rowheader" sx={{ ...bodyCell, fontWeight: 600, fontSize: 14, bgcolor: 'grey.50', overflowWrap: 'anywhere' }}>
                {name}
                {row.scooper?.dailyCapacity ? (
                  <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', fontWeight: 400 }}>
                    {translate('scv.schedule.board.capacity', { capacity: row.scooper.dailyCapacity })}
                  </Typography>
                ) : null}
              </Box>
              {days.map((date) => {
                const dayVisits = row.days.get(date) ?? [];
                const count = stops.get(cellKey(row, date)) ?? dayVisits.filter(isStop).length;
                const offDay = row.scooper !== null && !row.scooper.workingDays.includes(weekdayOf(date));
                const verdict = hoverVerdict(row, date);
                const warned = verdict && (verdict.action === 'refuse' || (verdict.action === 'send' && verdict.warnings.length > 0));
                const problems = verdict?.action === 'refuse' ? [verdict.problem] : verdict?.action === 'send' ? verdict.warnings : [];
                return (
                  <Box
                    key={date}
                    role="gridcell"
                    aria-label={`${name}, ${formatShortDay(date)}`}
                    data-date={date}
                    onDragOver={(event) => onCellDragOver(event, row, date)}
                    onDragLeave={() => setOver((current) => (current === cellKey(row, date) ? null : current))}
                    onDrop={(event) => onCellDrop(event, row, date)}
                    sx={{
                      ...bodyCell,
                      bgcolor: offDay ? 'grey.100' : date === today ? TODAY_CELL : 'background.paper',
                      outline: verdict ? '2px dashed' : 'none',
                      outlineColor: warned ? 'error.main' : 'primary.main',
                      outlineOffset: -3,
                    }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 24, mb: 0.5 }}>
                      <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                        {offDay && count === 0
                          ? translate('scv.schedule.board.off_day')
                          : row.scooper?.dailyCapacity
                            ? translate('scv.schedule.board.stops_of', { stops: count, capacity: row.scooper.dailyCapacity })
                            : translate('scv.schedule.board.stops', { smart_count: count })}
                      </Typography>
                      {row.scooperId !== null && count > 0 && (
                        <Tooltip title={translate('scv.schedule.board.open_route', { name, day: formatShortDay(date) })}>
                          <IconButton
                            size="small"
                            component={Link}
                            to={`${basename}${dayRoutePath(row.scooperId, date)}`}
                            aria-label={translate('scv.schedule.board.open_route', { name, day: formatShortDay(date) })}
                          >
                            <RouteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Box>
                    {problems.length > 0 && (
                      <Typography role="status" sx={{ fontSize: 11, color: 'error.main', mb: 0.5 }}>
                        {problems.map((problem) => translate(`scv.schedule.hints.${problem}`)).join(' ')}
                      </Typography>
                    )}
                    <Box sx={{ display: 'grid', gap: 0.5 }}>
                      {dayVisits.map((visit) => (
                        <VisitBlock
                          key={visit.id}
                          visit={visit}
                          onOpen={onOpen}
                          onDragStart={setDragging}
                          onDragEnd={() => {
                            setDragging(null);
                            setOver(null);
                          }}
                        />
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A pale brand green marks today's column. */
const TODAY_HEADER = '#e3f1e8';
/** The brand green is 4.35:1 on that tint, under AA for 14 px words (axe); its dark shade is 6.4:1. */
const TODAY_TEXT = '#236140';
const TODAY_CELL = '#f5fbf7';

const headerCell = {
  px: 1,
  py: 0.75,
  fontSize: 13,
  fontWeight: 600,
  bgcolor: 'grey.50',
  borderBottom: 1,
  borderRight: 1,
  borderColor: 'divider',
  position: 'sticky',
  top: 0,
  zIndex: 1,
} as const;

const bodyCell = {
  p: 0.75,
  minHeight: 88,
  borderBottom: 1,
  borderRight: 1,
  borderColor: 'divider',
  minWidth: 0,
} as const;
