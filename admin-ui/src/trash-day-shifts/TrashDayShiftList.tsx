import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { DataTable, FunctionField, SimpleList, useTranslate } from 'react-admin';
import { CreatableList } from '../common/CreatableList';
import { formatShiftDate, type TrashDayShiftRecord } from './trash-day-shift-types';

function ShiftTable() {
  return (
    <DataTable<TrashDayShiftRecord> bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="date">
        <FunctionField<TrashDayShiftRecord> render={(r) => formatShiftDate(r.date)} />
      </DataTable.Col>
      <DataTable.Col source="shiftedTo">
        <FunctionField<TrashDayShiftRecord> render={(r) => <strong>{formatShiftDate(r.shiftedTo)}</strong>} />
      </DataTable.Col>
      <DataTable.Col source="note" disableSort />
    </DataTable>
  );
}

function ShiftSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<TrashDayShiftRecord>
      primaryText={(r) => translate('resources.trash-day-shifts.moved', { from: formatShiftDate(r.date), to: formatShiftDate(r.shiftedTo) })}
      secondaryText={(r) => r.note ?? ''}
      rowClick="edit"
    />
  );
}

/** The staff-editable holiday list: each shift moves the bin visits of that pickup day (issue 15). */
export function TrashDayShiftList() {
  return (
    <CreatableList
      resource="trash-day-shifts"
      icon={EventRepeatIcon}
      filters={[]}
      sort={{ field: 'date', order: 'ASC' }}
      small={<ShiftSimpleList />}
      large={<ShiftTable />}
    />
  );
}
