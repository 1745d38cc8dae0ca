import ShortTextIcon from '@mui/icons-material/ShortText';
import { lazy } from 'react';
import type { ShortUrlRecord } from './short-url-types';

export { shortUrlsMessages } from './short-urls.messages';

export default {
  list: lazy(() => import('./ShortUrlList').then((m) => ({ default: m.ShortUrlList }))),
  icon: ShortTextIcon,
  recordRepresentation: (record: ShortUrlRecord) => record.shortCode,
};
