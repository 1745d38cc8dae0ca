import LinkIcon from '@mui/icons-material/Link';
import type { AffiliateLinkRecord } from './affiliate-link-types';
import { AffiliateLinkCreate } from './AffiliateLinkCreate';
import { AffiliateLinkEdit } from './AffiliateLinkEdit';
import { AffiliateLinkList } from './AffiliateLinkList';

export { affiliateLinksMessages } from './affiliate-links.messages';

export default {
  list: AffiliateLinkList,
  create: AffiliateLinkCreate,
  edit: AffiliateLinkEdit,
  icon: LinkIcon,
  recordRepresentation: (record: AffiliateLinkRecord) => record.phrase,
};
