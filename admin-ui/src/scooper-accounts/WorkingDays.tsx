import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Weekday } from './scooper-account-types';

/** Working days as short chips, Monday first (the server keeps them in that order). */
export function WorkingDays({ days }: { days: readonly Weekday[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('resources.scooper-accounts.fields.workingDays')}>
      {days.map((day) => (
        <Chip key={day} size="small" variant="outlined" label={translate(`resources.scooper-accounts.days.${day}`)} />
      ))}
    </Stack>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`resources.scooper-accounts.status.${active ? 'active' : 'inactive'}`)}
    />
  );
}
