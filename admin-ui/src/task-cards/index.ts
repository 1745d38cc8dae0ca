import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { lazy } from 'react';
import type { TaskCardRecord } from './task-card-types';

export default {
  list: lazy(() => import('./TaskCardList').then((m) => ({ default: m.TaskCardList }))),
  show: lazy(() => import('./TaskCardShow').then((m) => ({ default: m.TaskCardShow }))),
  icon: ViewKanbanIcon,
  recordRepresentation: (record: TaskCardRecord) => record.title,
};
