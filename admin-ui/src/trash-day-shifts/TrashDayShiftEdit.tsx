import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { toShiftInput } from './trash-day-shift-types';
import { TrashDayShiftInputs } from './TrashDayShiftInputs';

function ShiftToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton />
    </Toolbar>
  );
}

/** Pessimistic: the server re-plans the bin visits on every change, and a refusal shows its message. */
export function TrashDayShiftEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toShiftInput}>
      <SimpleForm toolbar={<ShiftToolbar />}>
        <TrashDayShiftInputs />
      </SimpleForm>
    </Edit>
  );
}
