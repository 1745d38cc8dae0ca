import LinkIcon from '@mui/icons-material/Link';
import { lazy } from 'react';
import type { AffiliateLinkRecord } from './affiliate-link-types';

export { affiliateLinksMessages } from './affiliate-links.messages';

export default {
  list: lazy(() => import('./AffiliateLinkList').then((m) => ({ default: m.AffiliateLinkList }))),
  create: lazy(() => import('./AffiliateLinkCreate').then((m) => ({ default: m.AffiliateLinkCreate }))),
  edit: lazy(() => import('./AffiliateLinkEdit').then((m) => ({ default: m.AffiliateLinkEdit }))),
  icon: LinkIcon,
  recordRepresentation: (record: AffiliateLinkRecord) => record.phrase,
};
