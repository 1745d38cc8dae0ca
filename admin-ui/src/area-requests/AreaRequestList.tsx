import WrongLocationIcon from '@mui/icons-material/WrongLocation';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, List, SearchInput, SimpleList } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { formatBusinessTime } from '../common/dates';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { EmptyState } from '../common/EmptyState';
import { addOnsLine, serviceLine, type AreaRequestRecord } from './area-request-types';

const areaRequestFilters = [<SearchInput key="q" source="q" alwaysOn />];

function AreaRequestTable() {
  return (
    <DataTable<AreaRequestRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="created_at">
        <BusinessDateField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="zip_code" />
      <DataTable.Col source="customer_name" disableSort label="resources.area-requests.fields.customer">
        <FunctionField<AreaRequestRecord>
          render={(record) => (
            <Box>
              <Typography variant="body2">{record.customer_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[record.customer_email, record.customer_phone].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="service" disableSort render={serviceLine} />
      <DataTable.Col source="selected_add_ons" disableSort render={(record) => addOnsLine(record.selected_add_ons)} />
      <DataTable.Col source="trash_day" disableSort />
    </DataTable>
  );
}

function AreaRequestSimpleList() {
  return (
    <SimpleList<AreaRequestRecord>
      primaryText={(record) => `${record.zip_code} · ${record.customer_name}`}
      secondaryText={(record) => [record.customer_email, serviceLine(record)].filter(Boolean).join(' · ')}
      tertiaryText={(record) => formatBusinessTime(record.created_at)}
      rowClick={false}
      sx={WRAP_LONG_WORDS}
    />
  );
}

/** Read-only: the request already became a card on the task board (Area Requests) for staff to follow up. */
export function AreaRequestList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={areaRequestFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState icon={WrongLocationIcon} title="resources.area-requests.empty.title" explanation="resources.area-requests.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <AreaRequestSimpleList /> : <AreaRequestTable />}
    </List>
  );
}
