import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatShortDay, formatSlotTime } from './calendar-dates';
import type { SlotRecord } from './calendar-types';

/** Open slots of the next 30 days as "Mon, Jan 19 · 9:00 AM – 10:00 AM"; `emptyText` replaces the no-slots hint. */
export function SlotSelect({
  slots,
  value,
  onChange,
  exclude,
  emptyText,
}: {
  slots: SlotRecord[];
  value: string;
  onChange: (id: string) => void;
  exclude?: string;
  emptyText?: string;
}) {
  const translate = useTranslate();
  const choices = slots.filter((s) => s.id !== exclude);
  return (
    <TextField
      select
      required
      label={translate('scv.calendar.schedule_dialog.slot')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={choices.length ? undefined : (emptyText ?? translate('scv.calendar.schedule_dialog.no_slots'))}
    >
      {choices.map((slot) => (
        <MenuItem key={slot.id} value={slot.id}>
          {`${formatShortDay(slot.date)} · ${formatSlotTime(slot)}`}
          {slot.scoopers.length ? ` · ${slot.scoopers.map((s) => s.scooper_name).join(', ')}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
