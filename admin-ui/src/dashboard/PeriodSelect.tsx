import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DASHBOARD_PERIODS, type DashboardPeriodName } from './dashboard-types';

/** The spec's period selector: Today, This Week, Last Week, Last 2 Weeks, This Month, Last Month. */
export function PeriodSelect({ value, onChange }: { value: DashboardPeriodName; onChange: (period: DashboardPeriodName) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('scv.dashboard.analytics.period')}
      value={value}
      onChange={(event) => onChange(event.target.value as DashboardPeriodName)}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { inputProps: { 'data-testid': 'period-select' } } }}
    >
      {DASHBOARD_PERIODS.map((period) => (
        <MenuItem key={period} value={period}>
          {translate(`scv.dashboard.periods.${period}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
