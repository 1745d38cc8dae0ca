import { SimpleList } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { WRAP_LONG_WORDS } from '../common/styles';
import type { EventRecord } from './event-types';

/**
 * Phone layout, as in the react-admin demo: one readable line per event instead of a wide table. Its time is in the
 * business time zone like the table's (issue 18 §19; the walkthrough found the phone list in the browser's zone).
 */
export function EventSimpleList() {
  return (
    <SimpleList<EventRecord>
      primaryText={(record) => `#${record.globalPosition} ${record.eventType}`}
      secondaryText={(record) => `${record.streamType} · ${record.streamId} · v${record.version}`}
      tertiaryText={(record) => formatBusinessTime(record.recordedAt)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}
