import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { lazy } from 'react';
import type { LeadRecord } from './lead-types';

export default {
  list: lazy(() => import('./LeadList').then((m) => ({ default: m.LeadList }))),
  show: lazy(() => import('./LeadShow').then((m) => ({ default: m.LeadShow }))),
  icon: PersonSearchIcon,
  recordRepresentation: (record: LeadRecord) => record.contact_info,
};
