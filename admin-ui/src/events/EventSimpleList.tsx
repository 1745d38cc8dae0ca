import { SimpleList } from 'react-admin';
import type { EventRecord } from './event-types';

const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** Phone layout, as in the react-admin demo: one readable line per event instead of a wide table. */
export function EventSimpleList() {
  return (
    <SimpleList<EventRecord>
      primaryText={(record) => `#${record.globalPosition} ${record.eventType}`}
      secondaryText={(record) => `${record.streamType} · ${record.streamId} · v${record.version}`}
      tertiaryText={(record) => new Date(record.recordedAt).toLocaleString(undefined, SHORT_DATE_TIME)}
      rowClick="show"
    />
  );
}
