import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { LeadRecord } from './lead-types';
import { LeadList } from './LeadList';
import { LeadShow } from './LeadShow';

export default {
  list: LeadList,
  show: LeadShow,
  icon: PersonSearchIcon,
  recordRepresentation: (record: LeadRecord) => record.contact_info,
};
