import { DataTable, DateField, TextField } from 'react-admin';
import type { EventRecord } from './event-types';
import { ShortCorrelationIdField } from './ShortCorrelationIdField';

const NO_WRAP = { whiteSpace: 'nowrap' };

/** Only globalPosition is sortable: it is the one order the event store guarantees. */
export function EventTable() {
  return (
    <DataTable<EventRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="globalPosition" />
      <DataTable.Col source="recordedAt" disableSort>
        <DateField source="recordedAt" showTime sx={NO_WRAP} />
      </DataTable.Col>
      <DataTable.Col source="streamType" disableSort />
      <DataTable.Col source="streamId" disableSort>
        <TextField source="streamId" sx={{ ...NO_WRAP, fontFamily: 'monospace' }} />
      </DataTable.Col>
      <DataTable.Col source="version" disableSort />
      <DataTable.Col source="eventType" disableSort />
      <DataTable.Col source="metadata.actor" disableSort />
      <DataTable.Col source="metadata.correlationId" disableSort>
        <ShortCorrelationIdField />
      </DataTable.Col>
    </DataTable>
  );
}
