import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { formatBusinessTime } from '../common/dates';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { EmptyState } from '../common/EmptyState';
import { EMAIL_KINDS, EMAIL_STATUSES, type EmailRecord } from './email-types';
import { EmailStatusChip, EmailStatusField } from './EmailStatusChip';

const kindChoices = EMAIL_KINDS.map((kind) => ({ id: kind, name: `resources.emails.kinds.${kind}` }));
const statusChoices = EMAIL_STATUSES.map((status) => ({ id: status, name: `resources.emails.status.${status}` }));

const emailFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn sx={{ minWidth: 200 }} />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 140 }} />,
];

const NO_WRAP = { whiteSpace: 'nowrap' };

function EmailKindField() {
  const record = useRecordContext<EmailRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.emails.kinds.${record.kind}`, { _: record.kind })}</> : null;
}

function EmailTable() {
  return (
    <DataTable<EmailRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="kind" sx={NO_WRAP}>
        <EmailKindField />
      </DataTable.Col>
      <DataTable.Col source="to_address" sx={{ overflowWrap: 'anywhere' }} />
      <DataTable.Col source="subject" />
      <DataTable.Col source="transport" />
      <DataTable.Col source="status">
        <EmailStatusField />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
    </DataTable>
  );
}

function EmailSimpleList() {
  return (
    <SimpleList<EmailRecord>
      primaryText={(record) => record.subject}
      secondaryText={(record) => (
        // Inline, not flex: a flex box beside the floated date would be narrowed for its whole height.
        <Box component="span" sx={{ display: 'block', mt: 0.5, '& .MuiChip-root': { mr: 1, verticalAlign: 'middle' } }}>
          <EmailStatusChip status={record.status} />
          {record.to_address}
        </Box>
      )}
      tertiaryText={(record) => formatBusinessTime(record.created_at)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}

export function EmailList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={emailFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={MailOutlineIcon} title="resources.emails.empty.title" explanation="resources.emails.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <EmailSimpleList /> : <EmailTable />}
    </List>
  );
}
