import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, List, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { BillingLink } from './BillingLinks';
import { BusinessDateField } from '../common/BusinessDateField';
import { formatBusinessTime } from '../common/dates';
import { EmptyState } from '../common/EmptyState';
import { formatCents } from '../common/money';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { cardOf, PAYMENT_KINDS, type PaymentRecord } from './payment-types';
import { PaymentKindChip, PaymentKindField } from './PaymentKindChip';

const kindChoices = PAYMENT_KINDS.map((kind) => ({ id: kind, name: `resources.payments.kinds.${kind}` }));
const filters = [<SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn sx={{ minWidth: { xs: 150, sm: 180 } }} />];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Lesser columns give way on narrower screens (issue 18): the card below 1200 px, the invoice id below 1536 px; both are on the payment's page. */
const CARD_COLUMN = { display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' } as const;
const INVOICE_COLUMN = { display: { xs: 'none', xl: 'table-cell' }, overflowWrap: 'anywhere' } as const;

const amountOf = (record: PaymentRecord) => (record.kind === 'refund' && record.amount ? `−${formatCents(record.amount)}` : formatCents(record.amount));

function PaymentTable() {
  return (
    <DataTable<PaymentRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="occurred_at" sx={NO_WRAP}>
        <BusinessDateField source="occurred_at" />
      </DataTable.Col>
      <DataTable.Col source="kind" sx={NO_WRAP}>
        <PaymentKindField />
      </DataTable.Col>
      <DataTable.Col source="order_number" disableSort sx={NO_WRAP} />
      <DataTable.Col source="customer_name" disableSort />
      <DataTable.Col source="amount" sx={NO_WRAP}>
        <FunctionField<PaymentRecord> render={amountOf} />
      </DataTable.Col>
      <DataTable.Col source="card_last_four" label="resources.payments.fields.card" disableSort sx={CARD_COLUMN}>
        <FunctionField<PaymentRecord> render={(record) => cardOf(record) ?? ''} />
      </DataTable.Col>
      <DataTable.Col source="invoice_id" disableSort sx={INVOICE_COLUMN} />
      <DataTable.Col source="reason" disableSort />
    </DataTable>
  );
}

function PaymentSimpleList() {
  return (
    <SimpleList<PaymentRecord>
      primaryText={(record) => [amountOf(record), record.order_number, record.customer_name, cardOf(record)].filter(Boolean).join(' · ')}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block', mt: 0.5, '& .MuiChip-root': { mr: 1, verticalAlign: 'middle' } }}>
          <PaymentKindChip kind={record.kind} />
          {record.reason}
        </Box>
      )}
      tertiaryText={(record) => formatBusinessTime(record.occurred_at)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}

/**
 * The past-due customers' list sits one click from the payments (the sidebar keeps to one billing entry). On phones
 * react-admin draws its buttons as bare icons and its toolbar as a band of its own above the filters (issue 18):
 * there the link keeps its words and sits on the Kind filter's row.
 */
function PaymentListActions({ isSmall }: { isSmall: boolean }) {
  return (
    <TopToolbar sx={isSmall ? { flex: '0 0 auto', minHeight: 0, pr: 1, ml: 'auto', alignSelf: 'center' } : undefined}>
      <BillingLink resource="past-due" worded={isSmall} />
    </TopToolbar>
  );
}

/** Phones: the filter and the past-due link share one row (react-admin stacks its toolbar above the filters there). */
const TOOLBAR_ONE_ROW = {
  '& .RaList-actions': { flexDirection: 'row', flexWrap: 'nowrap', alignItems: 'center', columnGap: 1 },
  '& .RaList-actions > form': { flex: '1 1 auto', minWidth: 0 },
  '& .RaList-actions .ra-input': { minWidth: 0, flex: '1 1 auto' },
} as const;

/** Every payment event (first, renewal, failed, refund), newest first. */
export function PaymentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      actions={<PaymentListActions isSmall={isSmall} />}
      filters={filters}
      sort={{ field: 'occurred_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={ReceiptLongIcon} title="resources.payments.empty.title" explanation="resources.payments.empty.explanation" />}
      sx={isSmall ? { ...LIST_FITS_SCREEN, ...TOOLBAR_ONE_ROW } : LIST_FITS_SCREEN}
    >
      {isSmall ? <PaymentSimpleList /> : <PaymentTable />}
    </List>
  );
}
