import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSlotTime } from './calendar-dates';
import type { SlotRecord } from './calendar-types';

interface SlotLineProps {
  slot: SlotRecord;
  onBlock: (slot: SlotRecord) => void;
  onUnblock: (slot: SlotRecord) => void;
  onAssign: (slot: SlotRecord) => void;
  busy: boolean;
}

/** One slot: its time, whether it is open, blocked or full, its scoopers, and the staff actions. */
export function SlotLine({ slot, onBlock, onUnblock, onAssign, busy }: SlotLineProps) {
  const translate = useTranslate();
  const full = slot.booked_count >= slot.max_capacity;
  const status = !slot.is_available
    ? {
        label: slot.blocked_reason ? translate('scv.calendar.slots.blocked_reason', { reason: slot.blocked_reason }) : translate('scv.calendar.slots.blocked'),
        color: 'error' as const,
      }
    : full
      ? { label: translate('scv.calendar.slots.full'), color: 'warning' as const }
      : { label: translate('scv.calendar.slots.available'), color: 'success' as const };
  const time = formatSlotTime(slot);
  return (
    <Box
      role="group"
      aria-label={`${slot.date} ${time}`}
      data-testid="slot"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 150, fontVariantNumeric: 'tabular-nums' }}>{time}</Typography>
      <Chip size="small" color={status.color} variant={slot.is_available && !full ? 'outlined' : 'filled'} label={status.label} sx={{ maxWidth: '100%' }} />
      {slot.booked_count > 0 && (
        <Chip size="small" label={translate('scv.calendar.slots.booked_of', { booked: slot.booked_count, capacity: slot.max_capacity })} />
      )}
      {slot.scoopers.map((s) => (
        <Chip key={s.id} size="small" variant="outlined" label={s.scooper_name} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
        {slot.is_available ? (
          <Button
            size="small"
            color="error"
            startIcon={<BlockIcon />}
            disabled={busy}
            onClick={() => onBlock(slot)}
            aria-label={`${translate('scv.calendar.slots.block')} ${slot.date} ${time}`}
          >
            {translate('scv.calendar.slots.block')}
          </Button>
        ) : (
          <Button
            size="small"
            color="success"
            startIcon={<LockOpenIcon />}
            disabled={busy}
            onClick={() => onUnblock(slot)}
            aria-label={`${translate('scv.calendar.slots.unblock')} ${slot.date} ${time}`}
          >
            {translate('scv.calendar.slots.unblock')}
          </Button>
        )}
        <Button
          size="small"
          startIcon={<PersonAddAlt1Icon />}
          onClick={() => onAssign(slot)}
          aria-label={`${translate('scv.calendar.slots.assign')} ${slot.date} ${time}`}
        >
          {translate('scv.calendar.slots.assign')}
        </Button>
      </Box>
    </Box>
  );
}
