import RepeatIcon from '@mui/icons-material/Repeat';
import { lazy } from 'react';
import type { ServicePlanRecord } from './service-plan-types';

export default {
  list: lazy(() => import('./ServicePlanList').then((m) => ({ default: m.ServicePlanList }))),
  show: lazy(() => import('./ServicePlanShow').then((m) => ({ default: m.ServicePlanShow }))),
  edit: lazy(() => import('./ServicePlanEdit').then((m) => ({ default: m.ServicePlanEdit }))),
  icon: RepeatIcon,
  recordRepresentation: (record: ServicePlanRecord) => record.customerName ?? record.id,
};
