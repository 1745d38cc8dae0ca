import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Divider, Drawer, IconButton, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FactList } from '../common/FactList';
import { formatClock, formatLongDay, isCalendarDate } from './schedule-dates';
import { dropVerdict, isFinal, type DropVerdict } from './schedule-board';
import { rowName, visitPath } from './schedule-paths';
import { FreeReturnForm, hasProof, ResendReportButton, VisitOutcome, VisitPhotos } from './VisitProof';
import type { BoardScooper, BoardVisit } from './schedule-types';
import { STATUS_COLOURS } from './VisitBlock';
import { useCancelVisit } from './useSchedule';

/** A cancellation reason is free text; the server caps it too. */
const REASON_MAX = 500;
/** The select's value for the Unassigned row (scooper ids are uuids, so it cannot collide). */
const NO_SCOOPER = 'unassigned';

interface VisitPanelProps {
  visit: BoardVisit | null;
  scoopers: BoardScooper[];
  visits: BoardVisit[];
  today: string;
  moving: boolean;
  onClose: () => void;
  onMove: (visit: BoardVisit, verdict: DropVerdict) => void;
}

/** The side panel of one visit: who, where, when, the gate and dog notes, and the keyboard/tap actions (move, cancel). */
export function VisitPanel({ visit, scoopers, visits, today, moving, onClose, onMove }: VisitPanelProps) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Drawer
      anchor="right"
      open={visit !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, maxWidth: '100vw', overflowX: 'hidden' } } }}
    >
      {visit && (
        <Box role="region" aria-label={translate('scv.schedule.panel.label')} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" sx={{ color: STATUS_COLOURS[visit.status].text, fontWeight: 700 }}>
                {translate(`scv.schedule.kinds.${visit.kind}`)} · {translate(`scv.schedule.statuses.${visit.status}`)}
              </Typography>
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {visit.customerName || visit.address || visit.id}
              </Typography>
            </Box>
            <IconButton aria-label={translate('scv.schedule.panel.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          <VisitFacts visit={visit} scoopers={scoopers} />
          <MuiLink component={Link} to={`${basename}${visitPath(visit.id)}`} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
            {translate('scv.schedule.proof.open_page')}
          </MuiLink>
          {hasProof(visit) && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('scv.schedule.proof.proof_title')}
              </Typography>
              <VisitOutcome visit={visit} scoopers={scoopers} />
              <Box sx={{ mt: 1.5 }}>
                <VisitPhotos photos={visit.photos} />
              </Box>
            </>
          )}
          <Divider sx={{ my: 2 }} />
          {isFinal(visit) ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Alert severity="info">
                {translate('scv.schedule.panel.final', { status: translate(`scv.schedule.statuses.${visit.status}`).toLowerCase() })}
              </Alert>
              <ResendReportButton visit={visit} />
              <FreeReturnForm key={visit.id} visit={visit} scoopers={scoopers} today={today} />
            </Box>
          ) : (
            <>
              <MoveForm
                key={`${visit.id}|${visit.date}|${visit.scooperId}`}
                visit={visit}
                scoopers={scoopers}
                visits={visits}
                today={today}
                moving={moving}
                onMove={onMove}
              />
              <Divider sx={{ my: 2 }} />
              <CancelForm key={visit.id} visit={visit} onDone={onClose} />
              {visit.status === 'missed' && (
                <>
                  <Divider sx={{ my: 2 }} />
                  <FreeReturnForm key={`return-${visit.id}`} visit={visit} scoopers={scoopers} today={today} />
                </>
              )}
            </>
          )}
        </Box>
      )}
    </Drawer>
  );
}

export function VisitFacts({ visit, scoopers }: { visit: BoardVisit; scoopers: BoardScooper[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const scooper = scoopers.find((candidate) => candidate.id === visit.scooperId);
  const label = (key: string) => translate(`scv.schedule.panel.${key}`);
  return (
    <FactList
      label={label('label')}
      facts={[
        { label: label('customer'), value: visit.customerName },
        { label: label('address'), value: [visit.address, visit.city].filter(Boolean).join(', ') },
        { label: label('zip'), value: visit.zip },
        { label: label('kind'), value: translate(`scv.schedule.kinds.${visit.kind}`) },
        { label: label('date'), value: visit.date ? formatLongDay(visit.date) : '' },
        { label: label('window'), value: visit.window.start ? `${formatClock(visit.window.start)} – ${formatClock(visit.window.end)}` : '' },
        { label: label('status'), value: translate(`scv.schedule.statuses.${visit.status}`) },
        { label: label('scooper'), value: rowName({ scooperId: visit.scooperId, name: scooper?.name ?? '' }, translate) },
        { label: label('gate_notes'), value: visit.gateNotes },
        { label: label('dog_notes'), value: visit.dogNotes },
        { label: label('notes'), value: visit.notes },
        { label: label('cancellation_reason'), value: visit.cancellationReason },
        {
          label: label('plan'),
          value: visit.orderId ? (
            <MuiLink component={Link} to={`${basename}/orders/${encodeURIComponent(visit.orderId)}/show`}>
              {label('open_order')}
            </MuiLink>
          ) : (
            visit.planId
          ),
        },
      ]}
    />
  );
}

/** "Move to…": the same move as a drag, for the keyboard and for phones. */
function MoveForm({ visit, scoopers, visits, today, moving, onMove }: Omit<VisitPanelProps, 'visit' | 'onClose'> & { visit: BoardVisit }) {
  const translate = useTranslate();
  const [date, setDate] = useState(visit.date);
  const [scooperId, setScooperId] = useState(visit.scooperId ?? NO_SCOOPER);
  const choices = scoopers.filter((scooper) => scooper.active || scooper.id === visit.scooperId);
  const target = { date, scooperId: scooperId === NO_SCOOPER ? null : scooperId };
  const verdict = isCalendarDate(date) ? dropVerdict(visit, target, { today, scooper: scoopers.find((s) => s.id === target.scooperId) ?? null, visits }) : null;
  const problems = verdict?.action === 'send' ? verdict.warnings : verdict?.action === 'refuse' ? [verdict.problem] : [];
  return (
    <Box
      component="form"
      aria-label={translate('scv.schedule.panel.move_title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict) onMove(visit, verdict);
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('scv.schedule.panel.move_title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          fullWidth
          type="date"
          size="small"
          label={translate('scv.schedule.panel.move_date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          fullWidth
          select
          size="small"
          label={translate('scv.schedule.panel.move_scooper')}
          value={scooperId}
          onChange={(event) => setScooperId(event.target.value)}
        >
          <MenuItem value={NO_SCOOPER}>{translate('scv.schedule.board.unassigned')}</MenuItem>
          {choices.map((scooper) => (
            <MenuItem key={scooper.id} value={scooper.id}>
              {scooper.name}
            </MenuItem>
          ))}
          {visit.scooperId && !choices.some((scooper) => scooper.id === visit.scooperId) && (
            <MenuItem value={visit.scooperId}>{rowName({ scooperId: visit.scooperId, name: '' }, translate)}</MenuItem>
          )}
        </TextField>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {problems.map((problem) => translate(`scv.schedule.hints.${problem}`)).join(' ')}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={moving || !verdict || verdict.action !== 'send'}>
        {translate('scv.schedule.panel.move')}
      </Button>
      {verdict?.action === 'none' && (
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>{translate('scv.schedule.panel.move_unchanged')}</Typography>
      )}
    </Box>
  );
}

function CancelForm({ visit, onDone }: { visit: BoardVisit; onDone: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const cancel = useCancelVisit(onDone);
  useEffect(() => setReason(''), [visit.id]);
  return (
    <Box
      component="form"
      aria-label={translate('scv.schedule.panel.cancel_title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) cancel.mutate({ visit, reason: reason.trim() });
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('scv.schedule.panel.cancel_title')}
      </Typography>
      <TextField
        fullWidth
        size="small"
        multiline
        minRows={2}
        label={translate('scv.schedule.panel.cancel_reason')}
        helperText={translate('scv.schedule.panel.cancel_reason_help')}
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Button type="submit" color="error" variant="outlined" sx={{ mt: 1 }} disabled={!reason.trim() || cancel.isPending}>
        {translate('scv.schedule.panel.cancel')}
      </Button>
    </Box>
  );
}
