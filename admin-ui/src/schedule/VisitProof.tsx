import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import type { VisitHistoryEntry } from './schedule-api';
import { formatLongDay, isCalendarDate } from './schedule-dates';
import { rowName, visitPath } from './schedule-paths';
import { PHOTO_KINDS, type BoardScooper, type BoardVisit, type VisitPhoto } from './schedule-types';
import { useFreeReturn, useResendReport } from './useSchedule';

/** A free return visit's reason is free text; the server caps it too. */
const REASON_MAX = 500;
const NO_SCOOPER = 'unassigned';
/** Visits with a report the customer got (and staff may resend). */
const REPORTED = ['completed', 'skipped'];
/** Visits staff may make up for with a free return visit. */
const RETURNABLE = ['completed', 'skipped', 'missed'];

const label = (translate: (key: string, options?: object) => string, key: string, options?: object) => translate(`scv.schedule.proof.${key}`, options);
const newId = () => crypto.randomUUID();

/** What happened at the stop: when the customer was told, started, finished, by whom, why skipped; the free return link. */
export function VisitOutcome({ visit, scoopers }: { visit: BoardVisit; scoopers: BoardScooper[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const by = visit.outcomeBy ? rowName({ scooperId: visit.outcomeBy, name: scoopers.find((s) => s.id === visit.outcomeBy)?.name ?? '' }, translate) : '';
  const link = (id: string, text: string) => (
    <MuiLink component={Link} to={`${basename}${visitPath(id)}`}>
      {text}
    </MuiLink>
  );
  return (
    <FactList
      label={label(translate, 'outcome_label')}
      facts={[
        { label: label(translate, 'on_the_way_at'), value: formatBusinessTime(visit.onTheWayAt) },
        { label: label(translate, 'started_at'), value: formatBusinessTime(visit.startedAt) },
        {
          label: visit.status === 'skipped' ? label(translate, 'skipped_at') : label(translate, 'finished_at'),
          value: formatBusinessTime(visit.finishedAt),
        },
        { label: label(translate, 'done_by'), value: by },
        {
          label: label(translate, 'skip_reason'),
          value: visit.skipReason ? translate(`scv.schedule.proof.reasons.${visit.skipReason}`, { _: visit.skipReason }) : '',
        },
        { label: label(translate, 'skip_note'), value: visit.skipNote },
        { label: label(translate, 'return_of'), value: visit.returnOf ? link(visit.returnOf, label(translate, 'open_original')) : '' },
        { label: label(translate, 'return_visit'), value: visit.returnVisitId ? link(visit.returnVisitId, label(translate, 'open_return')) : '' },
        { label: label(translate, 'return_reason'), value: visit.returnReason },
      ]}
    />
  );
}

/** The visit's photos as thumbnails grouped by kind (before, after, skip); a click shows one full size. */
export function VisitPhotos({ photos }: { photos: VisitPhoto[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<VisitPhoto | null>(null);
  if (!photos.length) return <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{label(translate, 'no_photos')}</Typography>;
  const groups = PHOTO_KINDS.map((kind) => ({ kind, photos: photos.filter((photo) => photo.kind === kind) })).filter((group) => group.photos.length);
  return (
    <Box role="group" aria-label={label(translate, 'photos')}>
      {groups.map((group) => (
        <Box key={group.kind} sx={{ mb: 1.5 }}>
          <Typography component="h4" sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', mb: 0.5 }}>
            {label(translate, `kinds.${group.kind}`)} ({group.photos.length})
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {group.photos.map((photo, i) => (
              <ButtonBase
                key={photo.id}
                onClick={() => setOpen(photo)}
                aria-label={label(translate, 'enlarge', { kind: label(translate, `kinds.${photo.kind}`), number: i + 1 })}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: '1px solid',
                  borderColor: 'divider',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={photo.url}
                  alt=""
                  loading="lazy"
                  sx={{ width: 96, height: 96, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
                />
              </ButtonBase>
            ))}
          </Box>
        </Box>
      ))}
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" fullWidth>
        {open && (
          <>
            <DialogTitle sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pr: 1 }}>
              <span>
                {label(translate, `kinds.${open.kind}`)} · {formatBusinessTime(open.receivedAt)}
              </span>
              <IconButton aria-label={translate('scv.schedule.panel.close')} onClick={() => setOpen(null)}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent sx={{ p: { xs: 1, sm: 2 } }}>
              <Box
                component="img"
                src={open.url}
                alt={label(translate, 'full_size', { kind: label(translate, `kinds.${open.kind}`) })}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
              />
            </DialogContent>
          </>
        )}
      </Dialog>
    </Box>
  );
}

/** "Resend report": each click is its own request id, so a double-submitted click sends one e-mail. */
export function ResendReportButton({ visit }: { visit: BoardVisit }) {
  const translate = useTranslate();
  const resend = useResendReport();
  if (!REPORTED.includes(visit.status)) return null;
  return (
    <Box>
      <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate({ visitId: visit.id, clickId: newId() })}>
        {label(translate, visit.status === 'skipped' ? 'resend_skip' : 'resend')}
      </Button>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>{label(translate, 'resend_help')}</Typography>
    </Box>
  );
}

/** "Free return visit": a day, a scooper (theirs by default) and a reason; one request id per form, so a retry adds nothing. */
export function FreeReturnForm({ visit, scoopers, today }: { visit: BoardVisit; scoopers: BoardScooper[]; today: string }) {
  const translate = useTranslate();
  const [clientId, setClientId] = useState(newId);
  const [date, setDate] = useState('');
  const [scooperId, setScooperId] = useState(visit.outcomeBy ?? visit.scooperId ?? NO_SCOOPER);
  const [reason, setReason] = useState('');
  const grant = useFreeReturn(() => {
    setReason('');
    setClientId(newId());
  });
  if (!RETURNABLE.includes(visit.status)) return null;
  if (visit.returnVisitId) return <Alert severity="info">{label(translate, 'return_exists')}</Alert>;
  const choices = scoopers.filter((scooper) => scooper.active || scooper.id === scooperId);
  const valid = isCalendarDate(date) && date >= today && reason.trim().length > 0;
  return (
    <Box
      component="form"
      aria-label={label(translate, 'return_title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid)
          grant.mutate({ visitId: visit.id, request: { clientId, date, reason: reason.trim(), scooperId: scooperId === NO_SCOOPER ? null : scooperId } });
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label(translate, 'return_title')}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{label(translate, 'return_help')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          fullWidth
          type="date"
          size="small"
          label={label(translate, 'return_date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          helperText={date && isCalendarDate(date) ? formatLongDay(date) : ' '}
          error={Boolean(date) && isCalendarDate(date) && date < today}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          fullWidth
          select
          size="small"
          label={label(translate, 'return_scooper')}
          value={scooperId}
          onChange={(event) => setScooperId(event.target.value)}
        >
          <MenuItem value={NO_SCOOPER}>{translate('scv.schedule.board.unassigned')}</MenuItem>
          {choices.map((scooper) => (
            <MenuItem key={scooper.id} value={scooper.id}>
              {scooper.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        fullWidth
        size="small"
        multiline
        minRows={2}
        sx={{ mt: 1.5 }}
        label={label(translate, 'return_reason_input')}
        helperText={label(translate, 'return_reason_help')}
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={!valid || grant.isPending}>
        {label(translate, 'return_submit')}
      </Button>
    </Box>
  );
}

/** The visit stream's events, newest first, in words staff read (the resends and the free return among them). */
export function VisitHistory({ history, scoopers }: { history: VisitHistoryEntry[]; scoopers: BoardScooper[] }) {
  const translate = useTranslate();
  if (!history.length) return null;
  // Who: a scooper by name, staff by their e-mail, the system's jobs as they are.
  const who = (actor: string) => {
    if (actor.startsWith('scooper:')) {
      const id = actor.slice('scooper:'.length);
      return rowName({ scooperId: id, name: scoopers.find((s) => s.id === id)?.name ?? '' }, translate);
    }
    return actor.replace(/^staff:/, '');
  };
  return (
    <List dense aria-label={label(translate, 'history')} sx={{ py: 0 }}>
      {[...history].reverse().map((entry) => (
        <ListItem key={entry.id} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={translate(`scv.schedule.proof.events.${entry.eventType.replace(/^visit\./, '')}`, { _: entry.eventType })}
            secondary={[formatBusinessTime(entry.occurredAt), who(entry.actor)].filter(Boolean).join(' · ')}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Whether a visit has proof to show (an outcome, photos, times) or a return visit link. */
export const hasProof = (visit: BoardVisit) =>
  Boolean(visit.onTheWayAt || visit.startedAt || visit.finishedAt || visit.photos.length || visit.returnOf || visit.returnVisitId);

/** The visit's date as the page heading shows it. */
export const visitDay = (visit: BoardVisit) => (visit.date ? formatLongDay(visit.date) : '');
