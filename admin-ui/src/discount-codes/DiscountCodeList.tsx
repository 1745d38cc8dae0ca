import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Chip } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { CreatableList } from '../common/CreatableList';
import type { DiscountCodeRecord } from './discount-code-types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`resources.discount-codes.status.${active ? 'active' : 'inactive'}`)}
    />
  );
}

function Usage({ record }: { record: DiscountCodeRecord }) {
  const translate = useTranslate();
  return <>{translate('resources.discount-codes.usage', { orders: record.orders_count, paid: record.completed_count })}</>;
}

function DiscountCodeTable() {
  const translate = useTranslate();
  return (
    <DataTable<DiscountCodeRecord> bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="code">
        <FunctionField<DiscountCodeRecord> render={(r) => <strong style={{ fontFamily: 'monospace', fontSize: 15 }}>{r.code}</strong>} />
      </DataTable.Col>
      <DataTable.Col source="discount_percent" align="right">
        <FunctionField<DiscountCodeRecord> render={(r) => `${r.discount_percent}%`} />
      </DataTable.Col>
      <DataTable.Col source="active">
        <FunctionField<DiscountCodeRecord> render={(r) => <ActiveChip active={r.active} />} />
      </DataTable.Col>
      <DataTable.Col source="usage" disableSort>
        <FunctionField<DiscountCodeRecord> render={(r) => <Usage record={r} />} />
      </DataTable.Col>
      <DataTable.Col source="usage_limit" disableSort>
        <FunctionField<DiscountCodeRecord> render={(r) => r.usage_limit ?? translate('resources.discount-codes.no_limit')} />
      </DataTable.Col>
      <DataTable.Col source="expires_at" disableSort>
        <FunctionField<DiscountCodeRecord> render={(r) => (r.expires_at ? formatBusinessTime(r.expires_at) : translate('resources.discount-codes.never'))} />
      </DataTable.Col>
    </DataTable>
  );
}

function DiscountCodeSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<DiscountCodeRecord>
      primaryText={(r) => `${r.code} · ${r.discount_percent}%`}
      secondaryText={(r) => translate('resources.discount-codes.usage', { orders: r.orders_count, paid: r.completed_count })}
      tertiaryText={(r) => translate(`resources.discount-codes.status.${r.active ? 'active' : 'inactive'}`)}
      rowClick="edit"
    />
  );
}

export function DiscountCodeList() {
  return (
    <CreatableList
      resource="discount-codes"
      icon={LocalOfferIcon}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      small={<DiscountCodeSimpleList />}
      large={<DiscountCodeTable />}
    />
  );
}
