import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Box, ButtonBase, Typography } from '@mui/material';
import { formatBusinessTime } from '../common/dates';
import type { DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatClock } from './schedule-dates';
import { isFinal } from './schedule-board';
import type { BoardVisit, VisitStatus } from './schedule-types';

/**
 * Fill, edge and text per status; the status is also written on the block, so colour is never the only cue. The edge
 * colours are too faint for 11 px words on their fill (2.4–4.4:1, found by axe on a board with completed and skipped
 * visits): the status and proof words use a darker text shade, ≥ 5.4:1 on the fill and on white.
 */
export const STATUS_COLOURS: Record<VisitStatus, { fill: string; edge: string; text: string }> = {
  scheduled: { fill: '#eef2f7', edge: '#6b7f99', text: '#4a5a70' },
  assigned: { fill: '#e3effc', edge: '#1f6fc5', text: '#17589e' },
  completed: { fill: '#e5f4ea', edge: '#2f7d4f', text: '#1f5c39' },
  skipped: { fill: '#fff4dc', edge: '#b7791f', text: '#8a5a12' },
  missed: { fill: '#fde8e8', edge: '#c53030', text: '#9b2424' },
  cancelled: { fill: '#f1f1f1', edge: '#9e9e9e', text: '#5f5f5f' },
};

export const VISIT_DRAG_TYPE = 'application/x-scv-visit';

interface VisitBlockProps {
  visit: BoardVisit;
  onOpen: (visit: BoardVisit) => void;
  onDragStart?: (visit: BoardVisit) => void;
  onDragEnd?: () => void;
}

/** One visit on the board: kind, customer, window and status; a button that opens the side panel, draggable unless final. */
export function VisitBlock({ visit, onOpen, onDragStart, onDragEnd }: VisitBlockProps) {
  const translate = useTranslate();
  const colours = STATUS_COLOURS[visit.status];
  const kind = translate(`scv.schedule.kinds.${visit.kind}`);
  const status = translate(`scv.schedule.statuses.${visit.status}`);
  const window = visit.window.start ? `${formatClock(visit.window.start)}–${formatClock(visit.window.end)}` : '';
  const draggable = Boolean(onDragStart) && !isFinal(visit);
  // The proof at a glance: the photo count, the skip reason, the finish time; a free return visit says so.
  const finished = visit.finishedAt ? formatBusinessTime(visit.finishedAt).replace(/^.*, (\d{1,2}:\d{2} [AP]M).*$/, '$1') : '';
  const proofText = [
    visit.returnOf ? translate('scv.schedule.proof.free_return') : '',
    visit.skipReason ? translate(`scv.schedule.proof.reasons.${visit.skipReason}`, { _: visit.skipReason }) : '',
    finished,
  ]
    .filter(Boolean)
    .join(' · ');
  const proof = visit.photos.length > 0 || proofText ? { text: proofText } : null;
  const startDrag = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(VISIT_DRAG_TYPE, visit.id);
    event.dataTransfer.setData('text/plain', visit.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(visit);
  };
  return (
    <ButtonBase
      component="div"
      role="button"
      tabIndex={0}
      data-visit-id={visit.id}
      data-status={visit.status}
      aria-label={[
        kind,
        visit.customerName || visit.address,
        window,
        status,
        proofText,
        visit.photos.length ? translate('scv.schedule.proof.photo_count', { smart_count: visit.photos.length }) : '',
      ]
        .filter(Boolean)
        .join(', ')}
      draggable={draggable}
      onDragStart={draggable ? startDrag : undefined}
      onDragEnd={onDragEnd}
      // ButtonBase turns Enter and Space on this non-button element into a click, so the keyboard opens it too.
      onClick={() => onOpen(visit)}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        bgcolor: colours.fill,
        borderLeft: `4px solid ${colours.edge}`,
        borderRadius: 1,
        px: 0.75,
        py: 0.5,
        cursor: draggable ? 'grab' : 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        '&:hover': { filter: 'brightness(0.97)' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 0.5, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontSize: 12, fontWeight: 700 }}>
          {kind}
        </Typography>
        <Typography component="span" sx={{ fontSize: 11, color: colours.text, fontWeight: 600 }}>
          {status}
        </Typography>
      </Box>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontSize: 13,
          overflowWrap: 'anywhere',
          textDecoration: visit.status === 'cancelled' ? 'line-through' : 'none',
        }}
      >
        {visit.customerName || visit.address || visit.id}
      </Typography>
      {window && (
        <Typography component="span" sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}>
          {window}
        </Typography>
      )}
      {proof && (
        <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 11, color: colours.text, fontWeight: 600 }}>
          {visit.photos.length > 0 && (
            <>
              <PhotoCameraOutlinedIcon sx={{ fontSize: 13 }} aria-hidden />
              {visit.photos.length}
            </>
          )}
          {proof.text && <span style={{ overflowWrap: 'anywhere' }}>{proof.text}</span>}
        </Typography>
      )}
    </ButtonBase>
  );
}
