import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { TaskCardRecord } from './task-card-types';
import { TaskCardList } from './TaskCardList';
import { TaskCardShow } from './TaskCardShow';

export default {
  list: TaskCardList,
  show: TaskCardShow,
  icon: ViewKanbanIcon,
  recordRepresentation: (record: TaskCardRecord) => record.title,
};
