import TimelineIcon from '@mui/icons-material/Timeline';
import { Button, LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import type { EventRecord } from './event-types';

interface StreamHistoryButtonProps {
  /** Another stream than the current event's, e.g. a lead's order. */
  streamId?: string;
  label?: string;
}

/** Opens the event log filtered on a stream (the current event's by default), newest first. */
export function StreamHistoryButton({ streamId: streamIdProp, label = 'resources.events.actions.stream_history' }: StreamHistoryButtonProps) {
  const record = useRecordContext<EventRecord>();
  const createPath = useCreatePath();
  const streamId = streamIdProp ?? record?.streamId;
  if (!streamId) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ streamId }) }).toString();
  return (
    <Button component={LinkBase} to={{ pathname: createPath({ resource: 'events', type: 'list' }), search: `?${search}` }} label={label}>
      <TimelineIcon />
    </Button>
  );
}
