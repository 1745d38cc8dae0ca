import { Create, SimpleForm } from 'react-admin';
import { toAffiliateLinkInput } from './affiliate-link-types';
import { AffiliateLinkInputs } from './AffiliateLinkInputs';
import { useAffiliateNotices } from './use-affiliate-notices';

export function AffiliateLinkCreate() {
  return (
    <Create transform={toAffiliateLinkInput} mutationOptions={useAffiliateNotices('added')}>
      <SimpleForm>
        <AffiliateLinkInputs />
      </SimpleForm>
    </Create>
  );
}
