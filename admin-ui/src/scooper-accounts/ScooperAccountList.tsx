import EngineeringIcon from '@mui/icons-material/Engineering';
import { Stack, Typography } from '@mui/material';
import { BooleanInput, DataTable, FunctionField, Link, SearchInput, useCreatePath, useTranslate } from 'react-admin';
import { CreatableList } from '../common/CreatableList';
import { RecordCards } from '../common/RecordCards';
import type { ScooperAccountRecord } from './scooper-account-types';
import { ActiveChip, WorkingDays } from './WorkingDays';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="active" source="active" />];

function Capacity({ record }: { record: ScooperAccountRecord }) {
  const translate = useTranslate();
  return <>{translate('resources.scooper-accounts.capacity', { smart_count: record.dailyCapacity })}</>;
}

function ScooperAccountTable() {
  return (
    <DataTable<ScooperAccountRecord> bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="name">
        <FunctionField<ScooperAccountRecord>
          render={(r) => (
            <>
              <strong>{r.name}</strong>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {r.email}
              </Typography>
            </>
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="workingDays" disableSort>
        <FunctionField<ScooperAccountRecord> render={(r) => <WorkingDays days={r.workingDays} />} />
      </DataTable.Col>
      <DataTable.Col source="dailyCapacity" align="right">
        <FunctionField<ScooperAccountRecord> render={(r) => <Capacity record={r} />} />
      </DataTable.Col>
      <DataTable.Col source="active">
        <FunctionField<ScooperAccountRecord> render={(r) => <ActiveChip active={r.active} />} />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones: one card per scooper; the name opens the show page. */
function ScooperAccountCards() {
  const createPath = useCreatePath();
  return (
    <RecordCards<ScooperAccountRecord>>
      {(r) => (
        <Stack sx={{ gap: 0.75 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Link to={createPath({ resource: 'scooper-accounts', id: r.id, type: 'show' })} sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>
              {r.name}
            </Link>
            <ActiveChip active={r.active} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {r.email} · <Capacity record={r} />
          </Typography>
          <WorkingDays days={r.workingDays} />
        </Stack>
      )}
    </RecordCards>
  );
}

export function ScooperAccountList() {
  return (
    <CreatableList
      resource="scooper-accounts"
      icon={EngineeringIcon}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      small={<ScooperAccountCards />}
      large={<ScooperAccountTable />}
    />
  );
}
