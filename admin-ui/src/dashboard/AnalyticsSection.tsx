import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import InsightsIcon from '@mui/icons-material/Insights';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCents } from '../common/money';
import { formatDay } from './calendar-days';
import { DEFAULT_PERIOD, type DashboardPeriodName } from './dashboard-types';
import { PeriodSelect } from './PeriodSelect';
import { SectionError } from './SectionError';
import { CARD_GRID, StatCard } from './StatCard';
import { useDashboardAnalytics } from './useDashboard';

const RevenueChart = lazy(() => import('./RevenueChart'));
const count = new Intl.NumberFormat('en-US');

/** Analytics: the period selector, the Orders, Revenue, Page Views and Events cards, and revenue by day. */
export function AnalyticsSection() {
  const translate = useTranslate();
  const [period, setPeriod] = useState<DashboardPeriodName>(DEFAULT_PERIOD);
  const { data, isPending, isPlaceholderData, error, refetch } = useDashboardAnalytics(period);
  const loading = isPending || isPlaceholderData;
  const hasRevenue = data?.revenueSeries.some((d) => d.revenue > 0);
  return (
    <Box component="section" id="analytics" aria-labelledby="analytics-title" sx={{ scrollMarginTop: 64 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography id="analytics-title" component="h2" variant="h6">
            {translate('scv.dashboard.analytics.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="period-range">
            {data ? translate('scv.dashboard.analytics.range', { from: formatDay(data.period.firstDay), to: formatDay(data.period.lastDay) }) : ' '}
          </Typography>
        </Box>
        <PeriodSelect value={period} onChange={setPeriod} />
      </Box>
      {error ? (
        <SectionError message="scv.dashboard.analytics.load_error" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Box sx={CARD_GRID}>
            <StatCard
              icon={ShoppingCartIcon}
              label="scv.dashboard.analytics.orders"
              value={data ? count.format(data.orders) : null}
              detail={data && !loading ? translate('scv.dashboard.analytics.checkouts_started', { smart_count: data.checkoutsStarted }) : null}
              loading={loading}
            />
            <StatCard icon={AttachMoneyIcon} label="scv.dashboard.analytics.revenue" value={data ? formatCents(data.revenue) : null} loading={loading} />
            <StatCard icon={VisibilityIcon} label="scv.dashboard.analytics.page_views" value={data ? count.format(data.pageViews) : null} loading={loading} />
            <StatCard icon={InsightsIcon} label="scv.dashboard.analytics.events" value={data ? count.format(data.events) : null} loading={loading} />
          </Box>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" gutterBottom>
                {translate('scv.dashboard.analytics.revenue_chart')}
              </Typography>
              {!data ? (
                <Skeleton variant="rounded" height={260} />
              ) : hasRevenue ? (
                <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                  <RevenueChart series={data.revenueSeries} />
                </Suspense>
              ) : (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  {translate('scv.dashboard.analytics.revenue_chart_empty')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
