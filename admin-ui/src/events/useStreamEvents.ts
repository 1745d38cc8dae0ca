import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** A stream's history, oldest first; react-admin's refresh invalidates it like any other query. */
export function useStreamEvents(streamId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['events', 'streamHistory', streamId],
    queryFn: () => dataProvider.getStreamEvents(streamId as string),
    enabled: streamId !== undefined,
  });
}
