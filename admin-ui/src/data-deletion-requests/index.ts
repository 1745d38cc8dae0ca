import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import type { DataDeletionRequestRecord } from './data-deletion-request-types';
import { DataDeletionRequestList } from './DataDeletionRequestList';

export default {
  list: DataDeletionRequestList,
  icon: PersonRemoveIcon,
  recordRepresentation: (record: DataDeletionRequestRecord) => record.email,
};
