import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { lazy } from 'react';
import type { DataDeletionRequestRecord } from './data-deletion-request-types';

export default {
  list: lazy(() => import('./DataDeletionRequestList').then((m) => ({ default: m.DataDeletionRequestList }))),
  icon: PersonRemoveIcon,
  recordRepresentation: (record: DataDeletionRequestRecord) => record.email,
};
