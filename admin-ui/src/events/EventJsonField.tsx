import { useRecordContext } from 'react-admin';
import type { EventRecord } from './event-types';
import { JsonBlock } from './JsonBlock';

interface EventJsonFieldProps {
  source: 'data' | 'metadata';
  label?: string;
}

export function EventJsonField({ source, label }: EventJsonFieldProps) {
  const record = useRecordContext<EventRecord>();
  if (!record) return null;
  return <JsonBlock value={record[source]} label={label ?? source} />;
}
