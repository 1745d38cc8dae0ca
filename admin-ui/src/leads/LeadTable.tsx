import { DataTable, FunctionField } from 'react-admin';
import { formatCents } from '../common/money';
import { BusinessDateField } from '../common/BusinessDateField';
import { LeadContactField } from './LeadContactField';
import { leadZip, type LeadRecord } from './lead-types';
import { LeadStatusField } from './LeadStatusChip';
import { leadStepLabel } from './lead-steps';

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
      <DataTable.Col source="zip" label="resources.leads.fields.zip" disableSort>
        <FunctionField<LeadRecord> render={(record) => leadZip(record) ?? '—'} />
      </DataTable.Col>
      <DataTable.Col source="source_page" disableSort />
      <DataTable.Col source="last_step" disableSort>
        <FunctionField<LeadRecord> render={(record) => leadStepLabel(record.last_step) ?? '—'} />
      </DataTable.Col>
      <DataTable.Col source="conversion_value" disableSort>
        <FunctionField<LeadRecord> render={(record) => (record.conversion_value === null ? '—' : formatCents(record.conversion_value))} />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="last_activity_at">
        <BusinessDateField source="last_activity_at" />
      </DataTable.Col>
    </DataTable>
  );
}
