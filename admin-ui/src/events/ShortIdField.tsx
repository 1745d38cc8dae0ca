import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EventRecord } from './event-types';

interface ShortIdFieldProps {
  /** Picks the id to show from the event. */
  pick: (record: EventRecord) => string | null | undefined;
  /** Characters kept before the ellipsis. */
  length: number;
}

/** Shows the first characters of a long id (full value on hover), like a short git hash, to keep rows on one line. */
export function ShortIdField({ pick, length }: ShortIdFieldProps) {
  const record = useRecordContext<EventRecord>();
  const id = record ? pick(record) : undefined;
  if (!id) return null;
  return (
    <Typography component="span" variant="body2" title={id} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {id.length > length ? `${id.slice(0, length)}…` : id}
    </Typography>
  );
}
