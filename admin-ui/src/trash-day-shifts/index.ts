import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { formatShiftDate, type TrashDayShiftRecord } from './trash-day-shift-types';
import { TrashDayShiftCreate } from './TrashDayShiftCreate';
import { TrashDayShiftEdit } from './TrashDayShiftEdit';
import { TrashDayShiftList } from './TrashDayShiftList';

export default {
  list: TrashDayShiftList,
  create: TrashDayShiftCreate,
  edit: TrashDayShiftEdit,
  icon: EventRepeatIcon,
  recordRepresentation: (record: TrashDayShiftRecord) => `${formatShiftDate(record.date)} → ${formatShiftDate(record.shiftedTo)}`,
};
