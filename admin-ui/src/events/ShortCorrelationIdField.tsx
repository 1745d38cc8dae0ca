import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EventRecord } from './event-types';

const SHORT_ID_LENGTH = 8;

/** Shows the first characters of a long id (full value on hover), like a short git hash, to keep rows on one line. */
export function ShortCorrelationIdField() {
  const record = useRecordContext<EventRecord>();
  const id = record?.metadata?.correlationId;
  if (!id) return null;
  return (
    <Typography component="span" variant="body2" title={id} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {id.length > SHORT_ID_LENGTH ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id}
    </Typography>
  );
}
