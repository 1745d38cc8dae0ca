import { DateInput, TextInput, maxLength, required } from 'react-admin';

/** Create and edit share these inputs; the server checks the same rules (real dates, different days, at most a week apart). */
export function TrashDayShiftInputs() {
  return (
    <>
      <DateInput
        source="date"
        validate={required('Please give the usual pickup date')}
        helperText="resources.trash-day-shifts.helper.date"
        sx={{ maxWidth: 260 }}
      />
      <DateInput
        source="shiftedTo"
        validate={required('Please give the moved pickup date')}
        helperText="resources.trash-day-shifts.helper.shiftedTo"
        sx={{ maxWidth: 260 }}
      />
      <TextInput source="note" validate={maxLength(200)} helperText="resources.trash-day-shifts.helper.note" sx={{ maxWidth: 420 }} />
    </>
  );
}
