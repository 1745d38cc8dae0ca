import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { UNEXPECTED_ERROR_MESSAGE } from '../providers/problem-details';
import type { StreamState } from './event-types';

export type StreamStateResult = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; value: StreamState };

/** The stream folded up to a version; react-query caches it, so remounts of the show view don't refetch. */
export function useStreamState(streamId: string | undefined, version: number | undefined): StreamStateResult {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['events', 'streamState', streamId, version],
    queryFn: () => dataProvider.getStreamState(streamId as string, version as number),
    enabled: streamId !== undefined && version !== undefined,
    staleTime: Infinity,
  });
  if (query.isError) {
    const error = query.error;
    return { status: 'error', message: error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE };
  }
  return query.data ? { status: 'loaded', value: query.data } : { status: 'loading' };
}
