import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '../common/money';
import { formatDay, formatShortDay } from './calendar-days';
import type { DashboardAnalytics } from './dashboard-types';

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Revenue per business day as bars (each day is its own sum) of the period (recharts; lazy-loaded so the rest of the admin stays light). */
export default function RevenueChart({ series }: { series: DashboardAnalytics['revenueSeries'] }) {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={series} margin={{ top: 10, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatShortDay} minTickGap={16} fontSize={12} />
        <YAxis tickFormatter={(cents: number) => compactDollars.format(cents / 100)} width={56} fontSize={12} allowDecimals={false} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} formatter={(cents) => [formatCents(Number(cents)), 'Revenue']} />
        <Bar dataKey="revenue" fill={color} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
