import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { UNEXPECTED_ERROR_MESSAGE } from '../providers/problem-details';
import type { StreamState } from './event-types';

export type StreamStateResult =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; value: StreamState };

export function useStreamState(streamId: string | undefined, version: number | undefined): StreamStateResult {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [result, setResult] = useState<StreamStateResult>({ status: 'loading' });

  useEffect(() => {
    if (streamId === undefined || version === undefined) return undefined;
    let active = true;
    setResult({ status: 'loading' });
    dataProvider.getStreamState(streamId, version).then(
      (value) => {
        if (active) setResult({ status: 'loaded', value });
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
        if (active) setResult({ status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, streamId, version]);

  return result;
}
