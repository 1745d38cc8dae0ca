import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { BOARD_LISTS, type BoardList, type TaskCardRecord } from './task-card-types';
import { TaskBoardCard } from './TaskBoardCard';

const COLUMN_WIDTH = 272;

function BoardColumn({ list, cards }: { list: BoardList; cards: TaskCardRecord[] }) {
  const translate = useTranslate();
  const headingId = `board-column-${list.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ flex: `0 0 ${COLUMN_WIDTH}px`, bgcolor: 'grey.100', p: 1, borderRadius: 2, scrollSnapAlign: 'start', alignSelf: 'flex-start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', px: 0.5, pb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle2">
          {list}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('resources.task-cards.card_count', { smart_count: cards.length })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {cards.map((card) => (
          <TaskBoardCard key={card.id} card={card} />
        ))}
        {cards.length === 0 && (
          <Typography variant="body2" color="text.disabled" sx={{ px: 0.5, py: 2, textAlign: 'center' }}>
            {translate('resources.task-cards.column_empty')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The built-in board as Trello shows it: one column per list, in board order, scrolling sideways on narrow screens.
 * Inline-size containment keeps the columns scrolling inside the board instead of widening react-admin's layout (min-width: fit-content).
 */
export function TaskBoard() {
  const { data, isPending, error, filterValues, total } = useListContext<TaskCardRecord>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;

  const byList = new Map<BoardList, TaskCardRecord[]>(BOARD_LISTS.map((list) => [list, []]));
  for (const card of data ?? []) byList.get(card.list)?.push(card);
  // A search shows only the columns it found cards in, so a match is never scrolled out of sight.
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  const shownLists = BOARD_LISTS.filter((list) => (filterValues.list ? filterValues.list === list : !searching || (byList.get(list) ?? []).length > 0));
  if (shownLists.length === 0) {
    return <Alert severity="info">{translate('resources.task-cards.no_match', { q: String(filterValues.q) })}</Alert>;
  }

  return (
    <>
      {total !== undefined && data && total > data.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.task-cards.truncated', { shown: data.length, total })}
        </Alert>
      )}
      <Box
        role="region"
        aria-label={translate('resources.task-cards.board')}
        tabIndex={0}
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, scrollSnapType: 'x proximity', contain: 'inline-size' }}
      >
        {shownLists.map((list) => (
          <BoardColumn key={list} list={list} cards={byList.get(list) ?? []} />
        ))}
      </Box>
    </>
  );
}
