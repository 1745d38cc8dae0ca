import { useMediaQuery, type Theme } from '@mui/material';
import { List, Pagination, TextInput } from 'react-admin';
import { EventEmpty } from './EventEmpty';
import { EventSimpleList } from './EventSimpleList';
import { EventTable } from './EventTable';
import { StreamTypeInput } from './StreamTypeInput';

export const EVENTS_PER_PAGE = 25;

const eventFilters = [
  <StreamTypeInput key="streamType" source="streamType" alwaysOn sx={{ minWidth: 200 }} />,
  <TextInput key="streamId" source="streamId" alwaysOn />,
];

export function EventList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={eventFilters}
      sort={{ field: 'globalPosition', order: 'DESC' }}
      perPage={EVENTS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[EVENTS_PER_PAGE]} />}
      empty={<EventEmpty />}
      exporter={false}
      actions={false}
      sx={{ minWidth: 0, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {isSmall ? <EventSimpleList /> : <EventTable />}
    </List>
  );
}
