import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HOURS, hourLabel } from './calendar-dates';
import { useCalendarAction } from './useCalendarData';

/** Two fields a row on a phone, four in a line on wider screens (react-admin's theme makes fields full width). */
const FIELD_WIDTH = { width: { xs: 'calc(50% - 6px)', sm: 180 }, m: 0 } as const;

export interface CalendarRange {
  start: string;
  end: string;
}

/** Dates and hours; Load Date Range shows the range, Generate New Slots fills it (default hours 8 and 18). */
export function RangeControls({ range, onLoad }: { range: CalendarRange; onLoad: (range: CalendarRange) => void }) {
  const translate = useTranslate();
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [startHour, setStartHour] = useState(8);
  const [endHour, setEndHour] = useState(18);
  const generate = useCalendarAction(
    (dp, input: { startDate: string; endDate: string; startHour: number; endHour: number }) => dp.generateSlots(input),
    { success: (answer) => answer.message, failure: 'scv.calendar.notify.generate_failed' },
    () => onLoad({ start, end }),
  );
  const hourField = (label: string, value: number, set: (h: number) => void) => (
    <TextField select size="small" fullWidth={false} label={translate(label)} value={value} onChange={(e) => set(Number(e.target.value))} sx={FIELD_WIDTH}>
      {HOURS.map((h) => (
        <MenuItem key={h} value={h}>
          {hourLabel(h)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="section" aria-label="Date range" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          sx={FIELD_WIDTH}
          label={translate('scv.calendar.range.start')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          sx={FIELD_WIDTH}
          label={translate('scv.calendar.range.end')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {hourField('scv.calendar.range.start_hour', startHour, setStartHour)}
        {hourField('scv.calendar.range.end_hour', endHour, setEndHour)}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => onLoad({ start, end })} disabled={!start || !end}>
          {translate('scv.calendar.range.load')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={generate.isPending || !start || !end}
          onClick={() => generate.mutate({ startDate: start, endDate: end, startHour, endHour })}
        >
          {translate(generate.isPending ? 'scv.calendar.range.generating' : 'scv.calendar.range.generate')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('scv.calendar.range.hint')}
      </Typography>
    </Box>
  );
}
