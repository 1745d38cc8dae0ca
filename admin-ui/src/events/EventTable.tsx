import { DataTable } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import type { EventRecord } from './event-types';
import { ShortIdField } from './ShortIdField';

// 'lead-' plus the first block of the uuid is enough to tell streams apart at a glance.
const STREAM_ID_LENGTH = 13;
// Eight columns beside the sidebar at 1280 px: narrower cell padding keeps the whole row in view, and a long event type
// or actor (a staff e-mail, 'service-plan.days-changed') wraps inside its cell rather than widening the table.
const COMPACT_CELLS = { '& .MuiTableCell-root': { px: 1, overflowWrap: 'anywhere' } };

/** Only globalPosition is sortable: it is the one order the event store guarantees. */
export function EventTable() {
  return (
    <DataTable<EventRecord> rowClick="show" bulkActionButtons={false} sx={COMPACT_CELLS}>
      <DataTable.Col source="globalPosition" />
      <DataTable.Col source="recordedAt" disableSort>
        <BusinessDateField source="recordedAt" />
      </DataTable.Col>
      <DataTable.Col source="streamType" disableSort />
      <DataTable.Col source="streamId" disableSort>
        <ShortIdField pick={(r) => r.streamId} length={STREAM_ID_LENGTH} />
      </DataTable.Col>
      <DataTable.Col source="version" disableSort />
      <DataTable.Col source="eventType" disableSort />
      <DataTable.Col source="metadata.actor" disableSort />
      <DataTable.Col source="metadata.correlationId" disableSort>
        <ShortIdField pick={(r) => r.metadata?.correlationId} length={8} />
      </DataTable.Col>
    </DataTable>
  );
}
