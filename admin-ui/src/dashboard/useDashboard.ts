import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DashboardPeriodName, JourneyDays } from './dashboard-types';

// One quick retry, then the section says what failed and offers its own retry button.
const RETRY = { retry: 1, retryDelay: 500 } as const;

/** The dashboard's three queries; react-admin's refresh button invalidates them like any other. */
export function useDashboardAnalytics(period: DashboardPeriodName) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'analytics', period],
    queryFn: () => dataProvider.getDashboardAnalytics(period),
    placeholderData: keepPreviousData,
    ...RETRY,
  });
}

export function useDashboardOverview() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['dashboard', 'overview'], queryFn: () => dataProvider.getDashboardOverview(), ...RETRY });
}

export function useDashboardJourneys(days: JourneyDays) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'journeys', days],
    queryFn: () => dataProvider.getDashboardJourneys(days),
    placeholderData: keepPreviousData,
    ...RETRY,
  });
}
