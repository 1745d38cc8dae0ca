import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { EventRecord } from './event-types';

export default {
  list: lazy(() => import('./EventList').then((m) => ({ default: m.EventList }))),
  show: lazy(() => import('./EventShow').then((m) => ({ default: m.EventShow }))),
  icon: HistoryIcon,
  recordRepresentation: (record: EventRecord) => `#${record.globalPosition} ${record.eventType}`,
};
