import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCents } from '../common/money';
import { SectionError } from './SectionError';
import { CARD_GRID, StatCard } from './StatCard';
import { useDashboardOverview } from './useDashboard';

const count = new Intl.NumberFormat('en-US');

/** Overview (All Time): Total Orders, Completed Orders, Active Subscriptions, Total Revenue. */
export function OverviewSection() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useDashboardOverview();
  return (
    <Box component="section" id="overview" aria-labelledby="overview-title" sx={{ scrollMarginTop: 64 }}>
      <Typography id="overview-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate('scv.dashboard.overview.title')}
      </Typography>
      {error ? (
        <SectionError message="scv.dashboard.overview.load_error" error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={CARD_GRID}>
          <StatCard
            icon={ReceiptLongIcon}
            label="scv.dashboard.overview.total_orders"
            value={data ? count.format(data.totalOrders) : null}
            loading={isPending}
          />
          <StatCard
            icon={CheckCircleIcon}
            label="scv.dashboard.overview.completed_orders"
            value={data ? count.format(data.completedOrders) : null}
            loading={isPending}
          />
          <StatCard
            icon={AutorenewIcon}
            label="scv.dashboard.overview.active_subscriptions"
            value={data ? count.format(data.activeSubscriptions) : null}
            loading={isPending}
          />
          <StatCard icon={SavingsIcon} label="scv.dashboard.overview.total_revenue" value={data ? formatCents(data.totalRevenue) : null} loading={isPending} />
        </Box>
      )}
    </Box>
  );
}
