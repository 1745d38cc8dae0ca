import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { toDiscountCodeInput } from './discount-code-types';
import { DiscountCodeInputs } from './DiscountCodeInputs';

function DiscountCodeToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton />
    </Toolbar>
  );
}

/** Pessimistic: a refused delete (the code was used) shows the server's message and keeps the code. */
export function DiscountCodeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toDiscountCodeInput}>
      <SimpleForm toolbar={<DiscountCodeToolbar />}>
        <DiscountCodeInputs />
      </SimpleForm>
    </Edit>
  );
}
