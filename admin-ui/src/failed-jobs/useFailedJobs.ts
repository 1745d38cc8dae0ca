import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { toFailedJobRecord } from './dead-letter-types';

export const FAILED_JOBS_QUERY_KEY = ['failed-jobs'];

/** The dead letters, newest first; react-admin's refresh invalidates it like any other query. */
export function useFailedJobs() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: FAILED_JOBS_QUERY_KEY,
    queryFn: async () => (await dataProvider.getDeadLetters()).map(toFailedJobRecord),
  });
}
