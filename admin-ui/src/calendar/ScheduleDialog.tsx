import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { BookableOrder } from './calendar-types';
import { SlotSelect } from './SlotSelect';
import { useCalendarAction, useOpenSlots } from './useCalendarData';

/** The Schedule dialog: time slot, optional scooper (of that slot), optional notes, Create Booking. */
export function ScheduleDialog({ order, onClose }: { order: BookableOrder | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const slots = useOpenSlots(order !== null);
  const [slotId, setSlotId] = useState('');
  const [scooperId, setScooperId] = useState('');
  const [notes, setNotes] = useState('');
  useEffect(() => {
    setSlotId('');
    setScooperId('');
    setNotes('');
  }, [order]);
  const create = useCalendarAction(
    (dp, input: { orderId: string; slotId: string; scooperAssignmentId?: string; notes?: string }) => dp.scheduleBooking(input),
    { success: (a) => a.message, failure: 'scv.calendar.notify.create_failed' },
    onClose,
  );
  const slot = slots.data?.find((s) => s.id === slotId);
  const submit = () => {
    if (!order || !slotId) {
      notify('scv.calendar.notify.select_both', { type: 'error' });
      return;
    }
    create.mutate({ orderId: order.id, slotId, ...(scooperId ? { scooperAssignmentId: scooperId } : {}), ...(notes.trim() ? { notes: notes.trim() } : {}) });
  };
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('scv.calendar.schedule_dialog.title', { name: order?.customer_name ?? '' })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {order && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[order.customer_email, order.customer_phone, order.zip_code].join(' · ')}
          </Typography>
        )}
        <SlotSelect
          slots={slots.data ?? []}
          value={slotId}
          onChange={(id) => {
            setSlotId(id);
            setScooperId('');
          }}
        />
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
    </Dialog>
  );
}
