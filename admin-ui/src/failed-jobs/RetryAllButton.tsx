import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Enqueues every dead letter again with a full set of attempts, then reloads the list. */
export function RetryAllButton({ disabled }: { disabled: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.retryDeadLetters(),
    onSuccess: ({ retried }) => {
      notify('scv.failed_jobs.retried', { type: 'success', messageArgs: { smart_count: retried } });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  // A plain MUI button: react-admin's Button drops its label on phones, and "Retrying..." must stay readable.
  return (
    <Button variant="contained" startIcon={<ReplayIcon />} disabled={disabled || isPending} onClick={() => mutate()}>
      {translate(isPending ? 'scv.failed_jobs.retrying' : 'scv.failed_jobs.retry_all')}
    </Button>
  );
}
