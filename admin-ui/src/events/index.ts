import HistoryIcon from '@mui/icons-material/History';
import type { EventRecord } from './event-types';
import { EventList } from './EventList';
import { EventShow } from './EventShow';

export default {
  list: EventList,
  show: EventShow,
  icon: HistoryIcon,
  recordRepresentation: (record: EventRecord) => `#${record.globalPosition} ${record.eventType}`,
};
