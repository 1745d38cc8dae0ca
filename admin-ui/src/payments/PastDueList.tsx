import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, List, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { EmailText } from '../common/EmailText';
import { formatBusinessTime } from '../common/dates';
import { EmptyState } from '../common/EmptyState';
import { formatCents } from '../common/money';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import type { PastDueRecord } from './payment-types';

const statusChoices = ['past-due', 'paid', 'cancelled'].map((id) => ({ id, name: `resources.past-due.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 160 }} />];

/** Where the dunning sequence stands: the reminder days sent, and whether visits are suspended. */
export function SequenceState({ record }: { record: PastDueRecord }) {
  const translate = useTranslate();
  const sent = record.reminders_sent ?? [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }} component="span">
      {sent.length ? (
        <Chip size="small" variant="outlined" label={translate('resources.past-due.sequence.sent', { days: sent.join(', ') })} />
      ) : (
        <Chip size="small" variant="outlined" label={translate('resources.past-due.sequence.none')} />
      )}
      {record.suspended_at && <Chip size="small" color="error" label={translate('resources.past-due.sequence.suspended')} />}
    </Stack>
  );
}

function SequenceField() {
  const record = useRecordContext<PastDueRecord>();
  return record ? <SequenceState record={record} /> : null;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** The e-mail gives way below 1200 px (it is on the order's page); where shown it breaks only after the @ (issue 18). */
const EMAIL_COLUMN = { display: { xs: 'none', lg: 'table-cell' }, maxWidth: 200 } as const;

function PastDueTable() {
  return (
    <DataTable<PastDueRecord> rowClick={(id) => `/orders/${id}/show`} bulkActionButtons={false}>
      <DataTable.Col source="order_number" disableSort sx={NO_WRAP} />
      <DataTable.Col source="customer_name" />
      <DataTable.Col source="customer_email" disableSort sx={EMAIL_COLUMN}>
        <FunctionField<PastDueRecord> render={(record) => (record.customer_email ? <EmailText email={record.customer_email} /> : null)} />
      </DataTable.Col>
      <DataTable.Col source="amount_due" sx={NO_WRAP}>
        <FunctionField<PastDueRecord> render={(record) => formatCents(record.amount_due)} />
      </DataTable.Col>
      <DataTable.Col source="past_due_since" sx={NO_WRAP}>
        <BusinessDateField source="past_due_since" />
      </DataTable.Col>
      <DataTable.Col source="reminders_sent" disableSort>
        <SequenceField />
      </DataTable.Col>
    </DataTable>
  );
}

/** Past-due subscriptions in one list, longest overdue first, each with its dunning sequence. */
export function PastDueList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'past-due' }}
      sort={{ field: 'past_due_since', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={EventBusyIcon} title="resources.past-due.empty.title" explanation="resources.past-due.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? (
        <SimpleList<PastDueRecord>
          primaryText={(record) => [record.order_number, record.customer_name, formatCents(record.amount_due)].filter(Boolean).join(' · ')}
          secondaryText={(record) => <SequenceState record={record} />}
          tertiaryText={(record) => formatBusinessTime(record.past_due_since)}
          rowClick={(id) => `/orders/${id}/show`}
          sx={WRAP_LONG_WORDS}
        />
      ) : (
        <PastDueTable />
      )}
    </List>
  );
}
