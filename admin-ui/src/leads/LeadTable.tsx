import { DataTable } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { LeadContactField } from './LeadContactField';
import type { LeadRecord } from './lead-types';
import { LeadStatusField } from './LeadStatusChip';

/** Sortable where the API sorts: contact, status and the two dates. */
export function LeadTable() {
  return (
    <DataTable<LeadRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="contact_info" label="resources.leads.fields.contact">
        <LeadContactField />
      </DataTable.Col>
      <DataTable.Col source="status">
        <LeadStatusField />
      </DataTable.Col>
      <DataTable.Col source="source_page" disableSort />
      <DataTable.Col source="last_step" disableSort />
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="last_activity_at">
        <BusinessDateField source="last_activity_at" />
      </DataTable.Col>
    </DataTable>
  );
}
