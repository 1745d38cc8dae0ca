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

const orderFilters = [
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

/** Spec 001 §2 Orders: search (name, email, phone, ZIP), the spec's columns, View and Delete. */
export function OrderList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      actions={
        <TopToolbar>
          <FilterButton />
          <BillingLinks />
        </TopToolbar>
      }
      filters={orderFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      pagination={<OrderPagination />}
      exporter={false}
      empty={<EmptyState icon={ShoppingCartIcon} title="resources.orders.empty.title" explanation="resources.orders.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <OrderSimpleList /> : <OrderTable />}
    </List>
  );
}
