import { useState } from 'react';
import { Create, SimpleForm, useRedirect } from 'react-admin';
import { toCreateInput, type ScooperAccountRecord } from './scooper-account-types';
import { ScooperAccountInputs } from './ScooperAccountInputs';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Creates the account, then shows its temporary password once before opening the scooper's page. */
export function ScooperAccountCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<ScooperAccountRecord | null>(null);
  return (
    <>
      <Create<ScooperAccountRecord> transform={toCreateInput} mutationOptions={{ onSuccess: (record) => setCreated(record) }}>
        <SimpleForm>
          <ScooperAccountInputs creating />
        </SimpleForm>
      </Create>
      {created && (
        <TemporaryPasswordDialog
          open
          name={created.name}
          email={created.email}
          password={created.temporaryPassword ?? ''}
          onClose={() => redirect('show', 'scooper-accounts', created.id)}
        />
      )}
    </>
  );
}
