import ShortTextIcon from '@mui/icons-material/ShortText';
import type { ShortUrlRecord } from './short-url-types';
import { ShortUrlList } from './ShortUrlList';

export { shortUrlsMessages } from './short-urls.messages';

export default {
  list: ShortUrlList,
  icon: ShortTextIcon,
  recordRepresentation: (record: ShortUrlRecord) => record.shortCode,
};
