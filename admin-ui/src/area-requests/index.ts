import WrongLocationIcon from '@mui/icons-material/WrongLocation';
import type { AreaRequestRecord } from './area-request-types';
import { AreaRequestList } from './AreaRequestList';

export default {
  list: AreaRequestList,
  icon: WrongLocationIcon,
  recordRepresentation: (record: AreaRequestRecord) => `${record.zip_code} ${record.customer_name}`,
};
