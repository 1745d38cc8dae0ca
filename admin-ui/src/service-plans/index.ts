import RepeatIcon from '@mui/icons-material/Repeat';
import type { ServicePlanRecord } from './service-plan-types';
import { ServicePlanEdit } from './ServicePlanEdit';
import { ServicePlanList } from './ServicePlanList';
import { ServicePlanShow } from './ServicePlanShow';

export default {
  list: ServicePlanList,
  show: ServicePlanShow,
  edit: ServicePlanEdit,
  icon: RepeatIcon,
  recordRepresentation: (record: ServicePlanRecord) => record.customerName ?? record.id,
};
