import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { formatPhone } from '../common/phone';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, FunctionField, List, SearchInput, SelectInput, ShowButton, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { BillingLinks } from '../payments/BillingLinks';
import { BusinessDateField } from '../common/BusinessDateField';
import { EmailText } from '../common/EmailText';
import { EmptyState } from '../common/EmptyState';
import { formatCents } from '../common/money';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { DeleteOrderButton } from './DeleteOrderButton';
import { OrderCustomerField } from './OrderCustomerField';
import { OrderPagination } from './OrderPagination';
import { PAYMENT_STATUSES, type OrderRecord } from './order-types';
import { frequencyLabel } from './order-labels';
import { PaymentStatusChip } from './PaymentStatusChip';

const orderFilters = (allShown: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order #, name, email, phone or ZIP" sx={{ minWidth: { sm: 300 } }} />,
  <SelectInput
    key="payment_status"
    source="payment_status"
    choices={PAYMENT_STATUSES.map((s) => ({ id: s, name: `resources.orders.payment_status.${s}` }))}
    alwaysOn
    sx={{ minWidth: 170 }}
  />,
  <SelectInput
    key="is_subscription"
    source="is_subscription"
    alwaysOn={allShown}
    choices={[
      { id: 'true', name: 'resources.orders.plans.true' },
      { id: 'false', name: 'resources.orders.plans.false' },
    ]}
    sx={{ minWidth: 150 }}
  />,
];

function ServiceType({ record }: { record: OrderRecord }) {
  const translate = useTranslate();
  const type = translate(`resources.orders.service_types.${record.service_type}`, { _: record.service_type });
  const frequency = frequencyLabel(record.service_frequency);
  return <>{frequency && frequency !== type ? `${type} · ${frequency}` : type}</>;
}

/** Issue 18 §18: what was due at checkout and, for a subscription, the rate after it, each labelled. */
function OrderAmounts({ record }: { record: OrderRecord }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', whiteSpace: 'nowrap' }}>
      <span>
        {record.payment_status === 'completed' ? 'Paid' : 'Due'} {formatCents(record.due_today)}
      </span>
      {record.is_subscription && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
          then {formatCents(record.final_price)}/mo
        </Box>
      )}
    </Box>
  );
}

function OrderTable() {
  return (
    <DataTable<OrderRecord> bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="customer_name" label="resources.orders.fields.customer">
        <OrderCustomerField />
      </DataTable.Col>
      <DataTable.Col source="service_type" disableSort>
        <FunctionField<OrderRecord> render={(record) => <ServiceType record={record} />} />
      </DataTable.Col>
      <DataTable.Col source="final_price" align="right">
        <FunctionField<OrderRecord> render={(record) => <OrderAmounts record={record} />} />
      </DataTable.Col>
      <DataTable.Col source="payment_status">
        <FunctionField<OrderRecord> render={(record) => <PaymentStatusChip status={record.payment_status} />} />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col label="resources.orders.fields.actions" disableSort>
        <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
          <ShowButton label="ra.action.show" />
          <DeleteOrderButton redirect={false} />
        </Box>
      </DataTable.Col>
    </DataTable>
  );
}

function OrderSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<OrderRecord>
      primaryText={(record) => [record.order_number, record.customer_name].filter(Boolean).join(' · ')}
      secondaryText={(record) => (
        <>
          {formatPhone(record.customer_phone)}
          {record.customer_phone && record.customer_email ? ' · ' : null}
          {/* Issue 18: an e-mail wraps after its @, never mid-word (the walkthrough found 'scvscoop|ers' on a phone). */}
          {record.customer_email ? <EmailText email={record.customer_email} /> : null}
        </>
      )}
      tertiaryText={(record) =>
        `${formatCents(record.final_price)} · ${translate(`resources.orders.payment_status.${record.payment_status}`, { _: record.payment_status })}`
      }
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}

const DESKTOP_FILTERS = orderFilters(false);
/** Phones: both selects are always shown (side by side), so no icon-only "Add filter" button is needed (issue 18). */
const PHONE_FILTERS = orderFilters(true);
/** Phones: the billing links keep their words, at the start of the band react-admin puts above the filters. */
const PHONE_TOOLBAR = { alignSelf: 'flex-start', columnGap: 1, minHeight: 0, pt: 1 } as const;
/** Phones: the search on its own row, the two selects sharing the next one. */
const PHONE_FILTER_ROWS = {
  '& .RaFilterForm-root': { columnGap: 1 },
  '& .filter-field[data-source="q"]': { flex: '1 1 100%' },
  '& .filter-field[data-source="payment_status"], & .filter-field[data-source="is_subscription"]': { flex: '1 1 120px', minWidth: 0 },
  '& .filter-field .MuiFormControl-root': { minWidth: 0, width: '100%' },
} as const;

/** Spec 001 §2 Orders: search (name, email, phone, ZIP), the spec's columns, View and Delete. */
export function OrderList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      actions={
        isSmall ? (
          <TopToolbar sx={PHONE_TOOLBAR}>
            <BillingLinks worded />
          </TopToolbar>
        ) : (
          <TopToolbar>
            <FilterButton />
            <BillingLinks />
          </TopToolbar>
        )
      }
      filters={isSmall ? PHONE_FILTERS : DESKTOP_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      pagination={<OrderPagination />}
      exporter={false}
      empty={<EmptyState icon={ShoppingCartIcon} title="resources.orders.empty.title" explanation="resources.orders.empty.explanation" />}
      sx={isSmall ? { ...LIST_FITS_SCREEN, ...PHONE_FILTER_ROWS } : LIST_FITS_SCREEN}
    >
      {isSmall ? <OrderSimpleList /> : <OrderTable />}
    </List>
  );
}
