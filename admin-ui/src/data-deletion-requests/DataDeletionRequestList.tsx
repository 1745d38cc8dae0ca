import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, List, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { formatBusinessTime } from '../common/dates';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { EmptyState } from '../common/EmptyState';
import { dueBy, isOverdue, type DataDeletionRequestRecord } from './data-deletion-request-types';
import { DueDateField } from './DueDateField';
import { ErasureField } from './ErasureField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`resources.data-deletion-requests.status.${status}`, { _: status })} />;
}

function DataDeletionTable() {
  return (
    <DataTable<DataDeletionRequestRecord>
      bulkActionButtons={false}
      rowClick={false}
      rowSx={(record) => (isOverdue(record) ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : {})}
    >
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="due_by" disableSort>
        <DueDateField />
      </DataTable.Col>
      <DataTable.Col source="email" disableSort label="resources.data-deletion-requests.fields.person">
        <FunctionField<DataDeletionRequestRecord>
          render={(record) => (
            <Box>
              <Typography variant="body2">{record.full_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {record.email}
              </Typography>
            </Box>
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="reason" disableSort />
      <DataTable.Col source="account_details" disableSort />
      <DataTable.Col source="status">
        <FunctionField<DataDeletionRequestRecord> render={(record) => <StatusChip status={record.status} />} />
      </DataTable.Col>
      <DataTable.Col source="erased_at" disableSort label="resources.data-deletion-requests.fields.erasure">
        <ErasureField />
      </DataTable.Col>
    </DataTable>
  );
}

function DataDeletionSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<DataDeletionRequestRecord>
      primaryText={(record) => record.full_name}
      secondaryText={(record) => {
        const due = dueBy(record);
        const when = due
          ? `due ${formatBusinessTime(due)}${isOverdue(record) ? ' (overdue)' : ''}`
          : translate('resources.data-deletion-requests.status.awaiting-confirmation');
        return `${[record.email, record.reason].filter(Boolean).join(' · ')} · ${when}`;
      }}
      tertiaryText={(record) => <ErasureField key={record.id} />}
      rowClick={false}
      rowSx={(record) => (isOverdue(record) ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : {})}
      sx={WRAP_LONG_WORDS}
    />
  );
}

/** Requests wait for the requester's confirmation by e-mail; a confirmed one is also a board card and a receipt, and staff erase the person from here. */
export function DataDeletionRequestList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={
        <EmptyState
          icon={PersonRemoveIcon}
          title="resources.data-deletion-requests.empty.title"
          explanation="resources.data-deletion-requests.empty.explanation"
        />
      }
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <DataDeletionSimpleList /> : <DataDeletionTable />}
    </List>
  );
}
