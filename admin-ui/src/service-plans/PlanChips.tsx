import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLocated, type PlanStatus, type ServicePlanRecord, type Weekday } from './service-plan-types';

const STATUS_COLOR = { active: 'success', paused: 'warning', cancelled: 'default' } as const;

export function PlanStatusChip({ status }: { status: PlanStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? 'default'}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(`resources.service-plans.status.${status}`, { _: status })}
    />
  );
}

/** Preferred days as short chips, Monday first. */
export function PlanDays({ days }: { days: readonly Weekday[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('resources.service-plans.fields.preferredDays')}>
      {days.map((day) => (
        <Chip key={day} size="small" variant="outlined" label={translate(`resources.service-plans.days.${day}`, { _: day })} />
      ))}
    </Stack>
  );
}

/** Whether routing knows where the home is, and from what. */
export function LocatedText({ record }: { record: Pick<ServicePlanRecord, 'lat' | 'lng' | 'locationSource'> }) {
  const translate = useTranslate();
  if (!isLocated(record)) return <>{translate('resources.service-plans.location.not_located')}</>;
  if (!record.locationSource) return <>{translate('resources.service-plans.location.located')}</>;
  const source = translate(`resources.service-plans.location.sources.${record.locationSource}`, { _: record.locationSource });
  return <>{translate('resources.service-plans.location.source', { source })}</>;
}

export function useFrequencyLabel() {
  const translate = useTranslate();
  return (frequency: string) => translate(`resources.service-plans.frequency.${frequency}`, { _: frequency });
}

export function useDayName() {
  const translate = useTranslate();
  return (day: string | null | undefined) =>
    day ? translate(`resources.service-plans.day_names.${day}`, { _: day }) : translate('resources.service-plans.no_trash_day');
}
