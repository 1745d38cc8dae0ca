import EngineeringIcon from '@mui/icons-material/Engineering';
import type { ScooperAccountRecord } from './scooper-account-types';
import { ScooperAccountCreate } from './ScooperAccountCreate';
import { ScooperAccountEdit } from './ScooperAccountEdit';
import { ScooperAccountList } from './ScooperAccountList';
import { ScooperAccountShow } from './ScooperAccountShow';

export default {
  list: ScooperAccountList,
  create: ScooperAccountCreate,
  edit: ScooperAccountEdit,
  show: ScooperAccountShow,
  icon: EngineeringIcon,
  recordRepresentation: (record: ScooperAccountRecord) => record.name,
};
