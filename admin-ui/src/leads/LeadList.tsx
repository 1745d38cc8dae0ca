import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useMediaQuery, type Theme } from '@mui/material';
import { List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { LIST_FITS_SCREEN } from '../common/styles';
import { LEAD_STATUSES } from './lead-types';
import { LeadSimpleList } from './LeadSimpleList';
import { LeadTable } from './LeadTable';

const statusChoices = LEAD_STATUSES.map((status) => ({ id: status, name: `resources.leads.status.${status}` }));

const leadFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <TextInput key="source_page" source="source_page" />,
];

export function LeadList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={leadFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={<EmptyState icon={PersonSearchIcon} title="resources.leads.empty.title" explanation="resources.leads.empty.explanation" />}
      exporter={false}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <LeadSimpleList /> : <LeadTable />}
    </List>
  );
}
