import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { List, SearchInput } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { TaskBoard } from './TaskBoard';

/** The API serves at most 500 rows a page; a board of the built-in adapter stays well under that. */
const CARDS_ON_BOARD = 500;

/**
 * Columns are picked on the board itself (its chips), so the toolbar only searches. No actions: an empty actions bar
 * drew a blank band above the search on phones (issue 18).
 */
const boardFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function TaskCardList() {
  return (
    <List
      filters={boardFilters}
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={CARDS_ON_BOARD}
      pagination={false}
      exporter={false}
      actions={false}
      component="div"
      empty={<EmptyState icon={ViewKanbanIcon} title="resources.task-cards.empty.title" explanation="resources.task-cards.empty.explanation" />}
      sx={{ minWidth: 0 }}
    >
      <TaskBoard />
    </List>
  );
}
