import TimelineIcon from '@mui/icons-material/Timeline';
import { Button, LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import type { EventRecord } from './event-types';

/** Opens the event log filtered on this event's stream, newest first. */
export function StreamHistoryButton() {
  const record = useRecordContext<EventRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ streamId: record.streamId }) }).toString();
  return (
    <Button
      component={LinkBase}
      to={{ pathname: createPath({ resource: 'events', type: 'list' }), search: `?${search}` }}
      label="resources.events.actions.stream_history"
    >
      <TimelineIcon />
    </Button>
  );
}
