import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DashboardPeriodName, JourneyDays } from './dashboard-types';

/** The dashboard's three queries; react-admin's refresh button invalidates them like any other. */
export function useDashboardAnalytics(period: DashboardPeriodName) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['dashboard', 'analytics', period], queryFn: () => dataProvider.getDashboardAnalytics(period), placeholderData: keepPreviousData });
}

export function useDashboardOverview() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['dashboard', 'overview'], queryFn: () => dataProvider.getDashboardOverview() });
}

export function useDashboardJourneys(days: JourneyDays) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['dashboard', 'journeys', days], queryFn: () => dataProvider.getDashboardJourneys(days), placeholderData: keepPreviousData });
}
