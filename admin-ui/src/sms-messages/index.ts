import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { lazy } from 'react';
import type { SmsMessageRecord } from './SmsMessageList';

export default {
  list: lazy(() => import('./SmsMessageList').then((m) => ({ default: m.SmsMessageList }))),
  icon: SmsOutlinedIcon,
  recordRepresentation: (record: SmsMessageRecord) => record.body,
};
