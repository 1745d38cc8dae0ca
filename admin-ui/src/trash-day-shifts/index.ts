import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazy } from 'react';
import { formatShiftDate, type TrashDayShiftRecord } from './trash-day-shift-types';

export default {
  list: lazy(() => import('./TrashDayShiftList').then((m) => ({ default: m.TrashDayShiftList }))),
  create: lazy(() => import('./TrashDayShiftCreate').then((m) => ({ default: m.TrashDayShiftCreate }))),
  edit: lazy(() => import('./TrashDayShiftEdit').then((m) => ({ default: m.TrashDayShiftEdit }))),
  icon: EventRepeatIcon,
  recordRepresentation: (record: TrashDayShiftRecord) => `${formatShiftDate(record.date)} → ${formatShiftDate(record.shiftedTo)}`,
};
