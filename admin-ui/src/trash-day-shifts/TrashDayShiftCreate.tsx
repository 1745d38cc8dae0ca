import { Create, SimpleForm } from 'react-admin';
import { toShiftInput } from './trash-day-shift-types';
import { TrashDayShiftInputs } from './TrashDayShiftInputs';

export function TrashDayShiftCreate() {
  return (
    <Create redirect="list" transform={toShiftInput}>
      <SimpleForm>
        <TrashDayShiftInputs />
      </SimpleForm>
    </Create>
  );
}
