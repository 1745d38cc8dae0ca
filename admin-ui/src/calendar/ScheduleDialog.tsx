import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { BookableOrder, ScheduleBookingInput } from './calendar-types';
import { formatAddress, formatDays, formatTrashDay, slotChoices, slotFitsDays, weekdayOfDate } from './slot-fit';
import { SlotSelect } from './SlotSelect';
import { useCalendarAction, useOpenSlots } from './useCalendarData';

/** The customer's plan at the top of the dialog: preferred days, trash day and address with ZIP. */
function PlanSummary({ order }: { order: BookableOrder }) {
  const translate = useTranslate();
  const none = translate('scv.calendar.schedule_dialog.none_given');
  const rows: Array<[string, string, string]> = [
    ['preferred_days', translate('scv.calendar.schedule_dialog.preferred_days'), formatDays(order.preferred_days) ?? none],
    ['trash_day', translate('scv.calendar.schedule_dialog.trash_day'), formatTrashDay(order.trash_day) ?? none],
    ['address', translate('scv.calendar.schedule_dialog.address'), formatAddress(order) ?? none],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate('scv.calendar.schedule_dialog.plan')}
      data-testid="schedule-plan"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      {rows.map(([key, label, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`plan-${key}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The Schedule dialog: the customer's plan, a time slot (only on their preferred days unless staff show all), optional
 * scooper (of that slot), optional notes, Create Booking. A first booking outside the preferred days needs staff to confirm
 * "not a preferred day — book anyway?" (the server refuses it with 422 otherwise); the dialog says so when such a slot is chosen.
 */
export function ScheduleDialog({ order, onClose }: { order: BookableOrder | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const slots = useOpenSlots(order !== null);
  const [slotId, setSlotId] = useState('');
  const [scooperId, setScooperId] = useState('');
  const [notes, setNotes] = useState('');
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    setSlotId('');
    setScooperId('');
    setNotes('');
    setShowAll(false);
    setConfirmDay(null);
  }, [order]);
  // Set when staff must confirm booking a first visit on a day the customer did not prefer (the server asks with 422).
  const [confirmDay, setConfirmDay] = useState<string | null>(null);
  const create = useCalendarAction(
    (dp, input: ScheduleBookingInput) => dp.scheduleBooking(input),
    { success: (a) => a.message, failure: 'scv.calendar.notify.create_failed' },
    onClose,
    // The server refused the day (the customer's days changed since the list loaded): ask, as for a slot shown outside them.
    (error) => {
      if (!(error instanceof HttpError) || error.status !== 422 || (error.body as { code?: string } | undefined)?.code !== 'NOT_PREFERRED_DAY') return false;
      setConfirmDay(error.message);
      return true;
    },
  );
  const preferred = useMemo(() => order?.preferred_days ?? [], [order]);
  const days = formatDays(preferred);
  const choices = useMemo(() => slotChoices(slots.data ?? [], preferred, showAll), [slots.data, preferred, showAll]);
  const slot = slots.data?.find((s) => s.id === slotId);
  const outside = slot && days && !slotFitsDays(slot, preferred) ? slot : undefined;
  const toggleShowAll = (on: boolean) => {
    setShowAll(on);
    // Narrowing again drops a chosen slot that is no longer offered.
    if (!on && slot && !slotFitsDays(slot, preferred)) {
      setSlotId('');
      setScooperId('');
    }
  };
  const send = (otherDay: boolean) => {
    if (!order || !slotId) return;
    create.mutate({
      orderId: order.id,
      slotId,
      ...(scooperId ? { scooperAssignmentId: scooperId } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(otherDay ? { otherDay: true } : {}),
    });
  };
  const submit = () => {
    if (!order || !slotId) {
      notify('scv.calendar.notify.select_both', { type: 'error' });
      return;
    }
    // A first visit off the preferred days is a deliberate choice: staff confirm it before it is sent.
    if (outside && days && !order.upcoming_bookings) {
      setConfirmDay(translate('scv.calendar.schedule_dialog.other_day_text', { day: formatDays([weekdayOfDate(outside.date) ?? '']) ?? '', days }));
      return;
    }
    send(false);
  };
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('scv.calendar.schedule_dialog.title', { name: order?.customer_name ?? '' })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {order && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[order.customer_email, order.customer_phone, order.zip_code].join(' · ')}
            </Typography>
            <PlanSummary order={order} />
          </>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <SlotSelect
            slots={choices.offered}
            value={choices.offered.some((s) => s.id === slotId) ? slotId : ''}
            onChange={(id) => {
              setSlotId(id);
              setScooperId('');
            }}
            emptyText={
              choices.narrowed && (slots.data ?? []).length ? translate('scv.calendar.schedule_dialog.no_fitting_slots', { days: days ?? '' }) : undefined
            }
          />
          {days && (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography variant="caption" color="text.secondary" data-testid="slot-filter-note">
                {choices.narrowed
                  ? translate('scv.calendar.schedule_dialog.fitting_only', { days, hidden: choices.hidden })
                  : translate('scv.calendar.schedule_dialog.all_shown')}
              </Typography>
              <FormControlLabel
                control={<Switch size="small" checked={showAll} onChange={(e) => toggleShowAll(e.target.checked)} />}
                label={translate('scv.calendar.schedule_dialog.show_all')}
              />
            </Box>
          )}
        </Box>
        {outside && days && (
          <Alert severity="warning" data-testid="outside-days">
            {translate('scv.calendar.schedule_dialog.outside_days', { day: formatDays([weekdayOfDate(outside.date) ?? '']) ?? '', days })}
          </Alert>
        )}
        <TextField
          select
          label={translate('scv.calendar.schedule_dialog.scooper')}
          value={scooperId}
          onChange={(e) => setScooperId(e.target.value)}
          disabled={!slot?.scoopers.length}
        >
          <MenuItem value="">{translate('scv.calendar.schedule_dialog.no_scooper')}</MenuItem>
          {(slot?.scoopers ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.scooper_name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={translate('scv.calendar.schedule_dialog.notes')} multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('scv.calendar.schedule_dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {translate(create.isPending ? 'scv.calendar.schedule_dialog.creating' : 'scv.calendar.schedule_dialog.create')}
        </Button>
      </DialogActions>
      <Dialog open={confirmDay !== null} onClose={() => setConfirmDay(null)} maxWidth="xs" aria-labelledby="other-day-title">
        <DialogTitle id="other-day-title">{translate('scv.calendar.schedule_dialog.other_day_title')}</DialogTitle>
        <DialogContent>
          <Typography data-testid="other-day-text">{confirmDay}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDay(null)}>{translate('scv.calendar.schedule_dialog.other_day_back')}</Button>
          <Button
            variant="contained"
            disabled={create.isPending}
            onClick={() => {
              setConfirmDay(null);
              send(true);
            }}
          >
            {translate('scv.calendar.schedule_dialog.other_day_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
