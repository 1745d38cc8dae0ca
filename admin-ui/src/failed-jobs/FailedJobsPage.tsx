import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Box, Button, Card, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { ListContextProvider, Title, useList, useNotify, useTranslate } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { FailedJobSimpleList } from './FailedJobSimpleList';
import { FailedJobTable } from './FailedJobTable';
import { RetryAllButton } from './RetryAllButton';
import { useFailedJobs } from './useFailedJobs';

/** Task-board and e-mail jobs that used up their retries, and the one action staff take on them. */
export function FailedJobsPage() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useFailedJobs();
  const listContext = useList({ data: data ?? [] });

  useEffect(() => {
    if (error) notify(error.message || 'ra.notification.http_error', { type: 'error' });
  }, [error, notify]);

  const jobs = data ?? [];
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title="scv.failed_jobs.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px', maxWidth: 760 }}>
          {translate('scv.failed_jobs.explanation')}
        </Typography>
        <RetryAllButton disabled={jobs.length === 0} />
      </Box>
      {isPending ? (
        <LinearProgress aria-label={translate('scv.failed_jobs.loading')} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('scv.failed_jobs.try_again')}
            </Button>
          }
        >
          {translate('scv.failed_jobs.load_error', { message: error.message })}
        </Alert>
      ) : jobs.length === 0 ? (
        <EmptyState icon={TaskAltIcon} title="scv.failed_jobs.empty.title" explanation="scv.failed_jobs.empty.explanation" />
      ) : (
        // The table scrolls inside its card instead of widening react-admin's layout (see common/styles.ts).
        <Card sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <ListContextProvider value={listContext}>{isSmall ? <FailedJobSimpleList /> : <FailedJobTable />}</ListContextProvider>
        </Card>
      )}
    </Box>
  );
}
