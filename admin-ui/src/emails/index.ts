import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { EmailRecord } from './email-types';
import { EmailList } from './EmailList';
import { EmailShow } from './EmailShow';

export default {
  list: EmailList,
  show: EmailShow,
  icon: MailOutlineIcon,
  recordRepresentation: (record: EmailRecord) => record.subject,
};
