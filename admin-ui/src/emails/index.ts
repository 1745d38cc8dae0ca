import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { lazy } from 'react';
import type { EmailRecord } from './email-types';

export default {
  list: lazy(() => import('./EmailList').then((m) => ({ default: m.EmailList }))),
  show: lazy(() => import('./EmailShow').then((m) => ({ default: m.EmailShow }))),
  icon: MailOutlineIcon,
  recordRepresentation: (record: EmailRecord) => record.subject,
};
