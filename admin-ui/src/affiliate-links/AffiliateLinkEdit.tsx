import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { toAffiliateLinkInput } from './affiliate-link-types';
import { AffiliateLinkDeleteButton } from './AffiliateLinkDeleteButton';
import { AffiliateLinkInputs } from './AffiliateLinkInputs';
import { useAffiliateNotices } from './use-affiliate-notices';

export function AffiliateLinkEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toAffiliateLinkInput} mutationOptions={useAffiliateNotices('updated')}>
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <AffiliateLinkDeleteButton />
          </Toolbar>
        }
      >
        <AffiliateLinkInputs />
      </SimpleForm>
    </Edit>
  );
}
