import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { EmptyState } from '../common/EmptyState';
import { formatBusinessTime } from '../common/dates';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { smsStatusDetail } from './sms-status';

export const SMS_KINDS = ['on-the-way', 'visit-completed', 'visit-skipped'] as const;
export const SMS_STATUSES = ['queued', 'held', 'sent', 'failed', 'suppressed'] as const;

export interface SmsMessageRecord {
  id: string;
  kind: (typeof SMS_KINDS)[number];
  to_number: string;
  body: string;
  status: (typeof SMS_STATUSES)[number];
  reason: string | null;
  transport: string | null;
  error: string | null;
  attempts: number;
  send_after: string | null;
  created_at: string;
  sent_at: string | null;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={SMS_KINDS.map((id) => ({ id, name: `resources.sms-messages.kinds.${id}` }))}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={SMS_STATUSES.map((id) => ({ id, name: `resources.sms-messages.status.${id}` }))}
    alwaysOn
    sx={{ minWidth: 140 }}
  />,
];

const COLOURS = { sent: 'success', failed: 'error', suppressed: 'default', queued: 'info', held: 'warning' } as const;

function StatusChip({ record }: { record: SmsMessageRecord }) {
  const translate = useTranslate();
  const label = translate(`resources.sms-messages.status.${record.status}`, { _: record.status });
  const detail = smsStatusDetail(record, translate);
  return (
    <Chip
      size="small"
      color={COLOURS[record.status] ?? 'default'}
      label={detail ? `${label}: ${detail}` : label}
      title={record.attempts > 1 ? `${record.attempts} attempts` : undefined}
      sx={{ maxWidth: '100%', '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    />
  );
}

function StatusField() {
  const record = useRecordContext<SmsMessageRecord>();
  return record ? <StatusChip record={record} /> : null;
}

function KindField() {
  const record = useRecordContext<SmsMessageRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.sms-messages.kinds.${record.kind}`, { _: record.kind })}</> : null;
}

/** Texts to customers, like the e-mail outbox (issue 16): sent, failed, or held back and why. */
export function SmsMessageList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={SmsOutlinedIcon} title="resources.sms-messages.empty.title" explanation="resources.sms-messages.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? (
        <SimpleList<SmsMessageRecord>
          primaryText={(record) => record.body}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'block', mt: 0.5, '& .MuiChip-root': { mr: 1, verticalAlign: 'middle' } }}>
              <StatusChip record={record} />
              {record.to_number}
            </Box>
          )}
          tertiaryText={(record) => formatBusinessTime(record.created_at)}
          rowClick={false}
          sx={WRAP_LONG_WORDS}
        />
      ) : (
        <DataTable<SmsMessageRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="kind" sx={{ whiteSpace: 'nowrap' }}>
            <KindField />
          </DataTable.Col>
          <DataTable.Col source="to_number" sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="body" />
          <DataTable.Col source="transport" />
          <DataTable.Col source="status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <BusinessDateField source="created_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
