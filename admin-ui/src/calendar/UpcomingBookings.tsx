import { Box, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatShortDay, formatSlotTime } from './calendar-dates';
import type { BookingRecord } from './calendar-types';
import { SlotSelect } from './SlotSelect';
import { TextDialog } from './TextDialog';
import { useCalendarAction, useOpenSlots, useUpcomingBookings } from './useCalendarData';

const STATUS_COLOR = { confirmed: 'primary', cancelled: 'default', completed: 'success' } as const;

/** Bookings of the next 30 days, with Reschedule, Cancel and Complete for confirmed ones. */
export function UpcomingBookings() {
  const translate = useTranslate();
  const bookings = useUpcomingBookings();
  const [moving, setMoving] = useState<BookingRecord | null>(null);
  const [cancelling, setCancelling] = useState<BookingRecord | null>(null);
  const messages = { success: (a: { message: string }) => a.message, failure: 'scv.calendar.notify.change_failed' };
  const complete = useCalendarAction((dp, id: string) => dp.completeBooking(id), messages);
  const cancel = useCalendarAction(
    (dp, { id, reason }: { id: string; reason: string }) => dp.cancelBooking(id, reason),
    messages,
    () => setCancelling(null),
  );
  const rows = bookings.data ?? [];
  return (
    <Box component="section" aria-label={translate('scv.calendar.bookings.upcoming')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {translate('scv.calendar.bookings.upcoming')}
      </Typography>
      {bookings.isPending && <LinearProgress />}
      {!bookings.isPending && !rows.length && <Typography color="text.secondary">{translate('scv.calendar.bookings.no_bookings')}</Typography>}
      {rows.map((b) => (
        <Card key={b.id} variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }} data-testid="booking">
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatShortDay(b.scheduled_date)} · {formatSlotTime(b)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {b.customer_name} · {b.customer_email}
            </Typography>
            {(b.scooper_name || b.booking_notes) && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[b.scooper_name && translate('scv.calendar.bookings.scooper', { name: b.scooper_name }), b.booking_notes].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </Box>
          <Chip size="small" color={STATUS_COLOR[b.booking_status]} label={translate(`scv.calendar.bookings.status.${b.booking_status}`)} />
          {b.booking_status === 'confirmed' && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => setMoving(b)}>
                {translate('scv.calendar.bookings.reschedule')}
              </Button>
              <Button size="small" color="error" onClick={() => setCancelling(b)}>
                {translate('scv.calendar.bookings.cancel')}
              </Button>
              <Button size="small" color="success" disabled={complete.isPending} onClick={() => complete.mutate(b.id)}>
                {translate('scv.calendar.bookings.complete')}
              </Button>
            </Box>
          )}
        </Card>
      ))}
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
      <TextDialog
        open={cancelling !== null}
        title={translate('scv.calendar.cancel_dialog.title')}
        intro={
          cancelling && <Typography>{`${cancelling.customer_name} · ${formatShortDay(cancelling.scheduled_date)} · ${formatSlotTime(cancelling)}`}</Typography>
        }
        fields={[{ name: 'reason', label: 'scv.calendar.cancel_dialog.reason' }]}
        confirmLabel="scv.calendar.cancel_dialog.confirm"
        cancelLabel="scv.calendar.cancel_dialog.keep"
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={({ reason }) => cancelling && cancel.mutate({ id: cancelling.id, reason: reason ?? '' })}
      />
    </Box>
  );
}

function RescheduleDialog({ booking, onClose }: { booking: BookingRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const slots = useOpenSlots(booking !== null);
  const [slotId, setSlotId] = useState('');
  const move = useCalendarAction(
    (dp, input: { id: string; slotId: string }) => dp.rescheduleBooking(input.id, input.slotId),
    { success: (a) => a.message, failure: 'scv.calendar.notify.change_failed' },
    () => {
      setSlotId('');
      onClose();
    },
  );
  return (
    <Dialog open={booking !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('scv.calendar.reschedule_dialog.title', { name: booking?.customer_name ?? '' })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'flex', flexDirection: 'column' }}>
        <SlotSelect slots={slots.data ?? []} value={slotId} onChange={setSlotId} exclude={booking?.availability_slot_id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('scv.calendar.reschedule_dialog.cancel')}</Button>
        <Button variant="contained" disabled={!slotId || move.isPending} onClick={() => booking && move.mutate({ id: booking.id, slotId })}>
          {translate('scv.calendar.reschedule_dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
