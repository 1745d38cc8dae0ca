import { Typography } from '@mui/material';
import { DataTable, ResourceContextProvider, useRecordContext } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import type { FailedJobRecord } from './dead-letter-types';
import { FailedJobStream } from './FailedJobStream';
import { QueueChip } from './QueueChip';

const NO_WRAP = { whiteSpace: 'nowrap' };
/** DataTable wants a resource (access checks, stored column settings); the jobs are no registered one, so they get their own name. */
const TABLE_RESOURCE = 'failed-jobs';

function QueueField() {
  const record = useRecordContext<FailedJobRecord>();
  return record ? <QueueChip queue={record.queue} /> : null;
}

function EventTypeField() {
  const record = useRecordContext<FailedJobRecord>();
  return record ? (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {record.eventType ?? '—'}
    </Typography>
  ) : null;
}

function StreamField() {
  const record = useRecordContext<FailedJobRecord>();
  return record ? <FailedJobStream streamId={record.streamId} /> : null;
}

function LastErrorField() {
  const record = useRecordContext<FailedJobRecord>();
  return record ? (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {record.lastError ?? '—'}
    </Typography>
  ) : null;
}

/** Desktop layout; rows come newest first from the API, so nothing sorts here. */
export function FailedJobTable() {
  return (
    <ResourceContextProvider value={TABLE_RESOURCE}>
      <DataTable<FailedJobRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="queue" label="scv.failed_jobs.fields.queue" disableSort sx={NO_WRAP}>
          <QueueField />
        </DataTable.Col>
        <DataTable.Col source="eventType" label="scv.failed_jobs.fields.eventType" disableSort>
          <EventTypeField />
        </DataTable.Col>
        <DataTable.Col source="streamId" label="scv.failed_jobs.fields.streamId" disableSort sx={{ minWidth: 200 }}>
          <StreamField />
        </DataTable.Col>
        <DataTable.Col source="lastError" label="scv.failed_jobs.fields.lastError" disableSort sx={{ width: '40%' }}>
          <LastErrorField />
        </DataTable.Col>
        <DataTable.Col source="deadAt" label="scv.failed_jobs.fields.deadAt" disableSort>
          <BusinessDateField source="deadAt" />
        </DataTable.Col>
      </DataTable>
    </ResourceContextProvider>
  );
}
