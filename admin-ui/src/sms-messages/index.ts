import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { SmsMessageList, type SmsMessageRecord } from './SmsMessageList';

export default {
  list: SmsMessageList,
  icon: SmsOutlinedIcon,
  recordRepresentation: (record: SmsMessageRecord) => record.body,
};
