import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { formatDay, formatSlotTime } from './calendar-dates';
import type { SlotRecord } from './calendar-types';
import { SlotLine } from './SlotLine';
import { TextDialog } from './TextDialog';
import { useScooperNames } from './useScooperNames';
import { useCalendarAction } from './useCalendarData';

function groupByDate(slots: SlotRecord[]): Array<[string, SlotRecord[]]> {
  const groups = new Map<string, SlotRecord[]>();
  for (const slot of slots) groups.set(slot.date, [...(groups.get(slot.date) ?? []), slot]);
  return [...groups.entries()];
}

/** The loaded slots, one card per day, with the Block, Unblock and Assign scooper dialogs. */
export function SlotsByDate({ slots, loading }: { slots: SlotRecord[] | undefined; loading: boolean }) {
  const translate = useTranslate();
  const [blocking, setBlocking] = useState<SlotRecord | null>(null);
  const [assigning, setAssigning] = useState<SlotRecord | null>(null);
  const scooperNames = useScooperNames(assigning !== null);
  const block = useCalendarAction(
    (dp, { id, reason }: { id: string; reason: string }) => dp.blockSlot(id, reason),
    { success: (a) => a.message, failure: 'scv.calendar.notify.update_failed' },
    () => setBlocking(null),
  );
  const unblock = useCalendarAction((dp, id: string) => dp.unblockSlot(id), { success: (a) => a.message, failure: 'scv.calendar.notify.update_failed' });
  const assign = useCalendarAction(
    (dp, { id, name, notes }: { id: string; name: string; notes: string }) => dp.assignScooper(id, name, notes),
    { success: (a) => a.message, failure: 'scv.calendar.notify.assign_failed' },
    () => setAssigning(null),
  );

  if (loading) return <LinearProgress aria-label={translate('scv.calendar.slots.loading')} />;
  if (!slots?.length) return <EmptyState icon={EventBusyIcon} title="scv.calendar.slots.empty_title" explanation="scv.calendar.slots.empty_explanation" />;
  const busy = block.isPending || unblock.isPending;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groupByDate(slots).map(([date, daySlots]) => (
        <Card key={date} variant="outlined" component="section" aria-label={formatDay(date)}>
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h3">
                {formatDay(date)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('scv.calendar.slots.count', { smart_count: daySlots.length })}
              </Typography>
            </Box>
            {daySlots.map((slot) => (
              <SlotLine key={slot.id} slot={slot} busy={busy} onBlock={setBlocking} onUnblock={(s) => unblock.mutate(s.id)} onAssign={setAssigning} />
            ))}
          </CardContent>
        </Card>
      ))}
      <TextDialog
        open={blocking !== null}
        title={blocking ? `${translate('scv.calendar.block_dialog.title')}: ${formatDay(blocking.date)}, ${formatSlotTime(blocking)}` : ''}
        fields={[{ name: 'reason', label: 'scv.calendar.block_dialog.reason' }]}
        confirmLabel="scv.calendar.block_dialog.confirm"
        cancelLabel="scv.calendar.block_dialog.cancel"
        busy={block.isPending}
        onClose={() => setBlocking(null)}
        onConfirm={({ reason }) => blocking && block.mutate({ id: blocking.id, reason: reason ?? '' })}
      />
      <TextDialog
        open={assigning !== null}
        title={assigning ? `${translate('scv.calendar.assign_dialog.title')}: ${formatDay(assigning.date)}, ${formatSlotTime(assigning)}` : ''}
        fields={[
          { name: 'name', label: 'scv.calendar.assign_dialog.name', required: true, options: scooperNames },
          { name: 'notes', label: 'scv.calendar.assign_dialog.notes', multiline: true },
        ]}
        confirmLabel="scv.calendar.assign_dialog.confirm"
        cancelLabel="scv.calendar.assign_dialog.cancel"
        busy={assign.isPending}
        onClose={() => setAssigning(null)}
        onConfirm={({ name, notes }) => assigning && assign.mutate({ id: assigning.id, name: name.trim(), notes: notes ?? '' })}
      />
    </Box>
  );
}
