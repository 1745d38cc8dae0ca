import EngineeringIcon from '@mui/icons-material/Engineering';
import { lazy } from 'react';
import type { ScooperAccountRecord } from './scooper-account-types';

export default {
  list: lazy(() => import('./ScooperAccountList').then((m) => ({ default: m.ScooperAccountList }))),
  create: lazy(() => import('./ScooperAccountCreate').then((m) => ({ default: m.ScooperAccountCreate }))),
  edit: lazy(() => import('./ScooperAccountEdit').then((m) => ({ default: m.ScooperAccountEdit }))),
  show: lazy(() => import('./ScooperAccountShow').then((m) => ({ default: m.ScooperAccountShow }))),
  icon: EngineeringIcon,
  recordRepresentation: (record: ScooperAccountRecord) => record.name,
};
