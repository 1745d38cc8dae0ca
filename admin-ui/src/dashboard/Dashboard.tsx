import { BusinessSection } from '../payments/BusinessSection';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AnalyticsSection } from './AnalyticsSection';
import { DashboardHeader } from './DashboardHeader';
import { JourneyInsights } from './JourneyInsights';
import { OverviewSection } from './OverviewSection';

/** The admin dashboard (spec 001 §2): Analytics for a period, the all-time Overview, and Customer Journey Insights. */
export function Dashboard() {
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 3, minWidth: 0 }}>
      <Title title="scv.dashboard.title" />
      <DashboardHeader />
      <AnalyticsSection />
      <OverviewSection />
      <BusinessSection />
      <JourneyInsights />
    </Box>
  );
}
