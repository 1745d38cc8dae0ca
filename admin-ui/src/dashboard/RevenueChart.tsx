import { useTheme } from '@mui/material';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '../common/money';
import { formatDay, formatShortDay } from './calendar-days';
import type { DashboardAnalytics } from './dashboard-types';

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Revenue per business day of the period (recharts; lazy-loaded so the rest of the admin stays light). */
export default function RevenueChart({ series }: { series: DashboardAnalytics['revenueSeries'] }) {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={series} margin={{ top: 10, right: 16, left: 0, bottom: 0 }}>
        <defs>
          <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="5%" stopColor={color} stopOpacity={0.5} />
            <stop offset="95%" stopColor={color} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatShortDay} minTickGap={16} fontSize={12} />
        <YAxis tickFormatter={(cents: number) => compactDollars.format(cents / 100)} width={56} fontSize={12} allowDecimals={false} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} formatter={(cents) => [formatCents(Number(cents)), 'Revenue']} />
        <Area type="monotone" dataKey="revenue" stroke={color} strokeWidth={2} fill="url(#revenueFill)" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
