import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { toUpdateInput } from './scooper-account-types';
import { ScooperAccountInputs } from './ScooperAccountInputs';

/** Pessimistic: a deactivation signs the scooper out at once, so the page waits for the server's answer. */
export function ScooperAccountEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={toUpdateInput}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <ScooperAccountInputs creating={false} />
      </SimpleForm>
    </Edit>
  );
}
