import WrongLocationIcon from '@mui/icons-material/WrongLocation';
import { lazy } from 'react';
import type { AreaRequestRecord } from './area-request-types';

export default {
  list: lazy(() => import('./AreaRequestList').then((m) => ({ default: m.AreaRequestList }))),
  icon: WrongLocationIcon,
  recordRepresentation: (record: AreaRequestRecord) => `${record.zip_code} ${record.customer_name}`,
};
