import { Create, SimpleForm } from 'react-admin';
import { toDiscountCodeInput } from './discount-code-types';
import { DiscountCodeInputs } from './DiscountCodeInputs';

export function DiscountCodeCreate() {
  return (
    <Create redirect="list" transform={toDiscountCodeInput}>
      <SimpleForm>
        <DiscountCodeInputs />
      </SimpleForm>
    </Create>
  );
}
