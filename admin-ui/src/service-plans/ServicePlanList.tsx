import RepeatIcon from '@mui/icons-material/Repeat';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, Link, List, SearchInput, SelectInput, TextInput, useCreatePath, useTranslate } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { RecordCards } from '../common/RecordCards';
import { LIST_FITS_SCREEN } from '../common/styles';
import { LocatedText, PlanDays, PlanStatusChip, useDayName, useFrequencyLabel } from './PlanChips';
import { addressOf, type ServicePlanRecord } from './service-plan-types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'active', name: 'resources.service-plans.status.active' },
      { id: 'paused', name: 'resources.service-plans.status.paused' },
      { id: 'cancelled', name: 'resources.service-plans.status.cancelled' },
    ]}
  />,
  <SelectInput
    key="frequency"
    source="frequency"
    choices={[
      { id: 'weekly', name: 'resources.service-plans.frequency.weekly' },
      { id: 'twice-weekly', name: 'resources.service-plans.frequency.twice-weekly' },
      { id: 'monthly', name: 'resources.service-plans.frequency.monthly' },
      { id: 'bin-only', name: 'resources.service-plans.frequency.bin-only' },
    ]}
  />,
  <TextInput key="zip_code" source="zip_code" />,
  <TextInput key="order_id" source="order_id" />,
];

function CustomerCell({ record }: { record: ServicePlanRecord }) {
  return (
    <>
      <strong>{record.customerName ?? '—'}</strong>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {addressOf(record)}
      </Typography>
    </>
  );
}

function ServicePlanTable() {
  const frequency = useFrequencyLabel();
  const dayName = useDayName();
  return (
    <DataTable<ServicePlanRecord> bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="customerName" label="resources.service-plans.fields.customer" disableSort>
        <FunctionField<ServicePlanRecord> render={(r) => <CustomerCell record={r} />} />
      </DataTable.Col>
      <DataTable.Col source="zip_code" label="resources.service-plans.fields.zipCode">
        <FunctionField<ServicePlanRecord> render={(r) => r.zipCode ?? ''} />
      </DataTable.Col>
      <DataTable.Col source="frequency">
        <FunctionField<ServicePlanRecord> render={(r) => frequency(r.frequency)} />
      </DataTable.Col>
      <DataTable.Col source="preferredDays" disableSort>
        <FunctionField<ServicePlanRecord> render={(r) => <PlanDays days={r.preferredDays} />} />
      </DataTable.Col>
      <DataTable.Col source="trashDay" disableSort>
        <FunctionField<ServicePlanRecord> render={(r) => dayName(r.trashDay)} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <FunctionField<ServicePlanRecord> render={(r) => <PlanStatusChip status={r.status} />} />
      </DataTable.Col>
      <DataTable.Col source="located" disableSort>
        <FunctionField<ServicePlanRecord> render={(r) => <LocatedText record={r} />} />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones: one card per plan; the customer's name opens the plan. */
function ServicePlanCards() {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const frequency = useFrequencyLabel();
  const dayName = useDayName();
  return (
    <RecordCards<ServicePlanRecord>>
      {(r) => (
        <Stack sx={{ gap: 0.75 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Link to={createPath({ resource: 'service-plans', id: r.id, type: 'show' })} sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>
              {r.customerName ?? '—'}
            </Link>
            <PlanStatusChip status={r.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {addressOf(r)}
          </Typography>
          <Typography variant="body2">
            {frequency(r.frequency)} · {translate('resources.service-plans.card_trash_day', { day: dayName(r.trashDay) })} · <LocatedText record={r} />
          </Typography>
          <PlanDays days={r.preferredDays} />
        </Stack>
      )}
    </RecordCards>
  );
}

/** Every paid subscription's service plan (issue 15): staff find one by customer, address or ZIP. */
export function ServicePlanList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={RepeatIcon} title="resources.service-plans.empty.title" explanation="resources.service-plans.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <ServicePlanCards /> : <ServicePlanTable />}
    </List>
  );
}
