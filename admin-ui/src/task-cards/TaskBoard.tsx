import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useListContext, useRedirect, useStore, useTranslate } from 'react-admin';
import { EmailText } from '../common/EmailText';
import { formatBusinessTime } from '../common/dates';
import { BOARD_LISTS, type BoardList, type TaskCardRecord } from './task-card-types';
import { TaskBoardCard } from './TaskBoardCard';

/** Narrow enough that five columns fit beside the sidebar at 1280 px; the other three are a short scroll (or a chip) away. */
const COLUMN_WIDTH = 188;
/** Each column scrolls on its own inside the viewport, so the board's sideways scrollbar is always on screen. */
const COLUMN_MAX_HEIGHT = 'calc(100dvh - 230px)';

const columnId = (list: BoardList) => `board-column-${list.replace(/\s+/g, '-').toLowerCase()}`;

function BoardColumn({ list, cards }: { list: BoardList; cards: TaskCardRecord[] }) {
  const translate = useTranslate();
  const headingId = `${columnId(list)}-title`;
  return (
    <Paper
      component="section"
      id={columnId(list)}
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        flex: { xs: '0 0 82vw', sm: `0 0 ${COLUMN_WIDTH}px` },
        bgcolor: 'grey.100',
        borderRadius: 2,
        scrollSnapAlign: 'start',
        alignSelf: 'flex-start',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: { sm: COLUMN_MAX_HEIGHT },
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, px: 1.25, pt: 1, pb: 0.75 }}>
        <Typography id={headingId} component="h2" variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>
          {list}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('resources.task-cards.card_count', { smart_count: cards.length })}
        </Typography>
      </Box>
      <Box
        tabIndex={cards.length > 0 ? 0 : undefined}
        role={cards.length > 0 ? 'group' : undefined}
        aria-label={cards.length > 0 ? list : undefined}
        sx={{ display: 'grid', gap: 0.75, px: 0.75, pb: 0.75, overflowY: { sm: 'auto' }, minHeight: 0 }}
      >
        {cards.map((card) => (
          <TaskBoardCard key={card.id} card={card} />
        ))}
        {cards.length === 0 && (
          <Typography variant="body2" color="text.disabled" sx={{ px: 0.5, py: 1.5, textAlign: 'center' }}>
            {translate('resources.task-cards.column_empty')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The list view: every card in one table, column by column, newest first within each. */
function BoardTable({ lists, byList }: { lists: BoardList[]; byList: Map<BoardList, TaskCardRecord[]> }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const rows = lists.flatMap((list) => byList.get(list) ?? []);
  if (rows.length === 0) return <Alert severity="info">{translate('resources.task-cards.column_empty')}</Alert>;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.task-cards.list_view')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.task-cards.fields.list')}</TableCell>
            <TableCell>{translate('resources.task-cards.fields.title')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate('resources.task-cards.fields.contact')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('resources.task-cards.fields.updated_at')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((card) => (
            <TableRow
              key={card.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => redirect('show', 'task-cards', card.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') redirect('show', 'task-cards', card.id);
              }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{card.list}</TableCell>
              <TableCell sx={{ overflowWrap: 'normal', wordBreak: 'normal' }}>{card.title}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 260 }}>
                {card.contact_name && <Box sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{card.contact_name}</Box>}
                {card.contact_email && <EmailText email={card.contact_email} />}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatBusinessTime(card.updated_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * The built-in board (issue 18 §16): a chip per column (its count, and a click hides or shows it), a board of compact
 * cards whose columns scroll on their own, and a list view with every card in one table. The choice is remembered.
 * Inline-size containment keeps the columns scrolling inside the board instead of widening react-admin's layout.
 */
export function TaskBoard() {
  const { data, isPending, error, filterValues, total } = useListContext<TaskCardRecord>();
  const translate = useTranslate();
  const [view, setView] = useStore<'board' | 'list'>('task-board.view', 'board');
  const [hidden, setHidden] = useStore<BoardList[]>('task-board.hidden-columns', []);
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;

  const byList = new Map<BoardList, TaskCardRecord[]>(BOARD_LISTS.map((list) => [list, []]));
  for (const card of data ?? []) byList.get(card.list)?.push(card);
  // A search shows only the columns it found cards in, so a match is never scrolled out of sight.
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  const matching = BOARD_LISTS.filter((list) => !searching || (byList.get(list) ?? []).length > 0);
  if (matching.length === 0) {
    return <Alert severity="info">{translate('resources.task-cards.no_match', { q: String(filterValues.q) })}</Alert>;
  }
  const shownLists = matching.filter((list) => !hidden.includes(list));
  const toggle = (list: BoardList) => setHidden(hidden.includes(list) ? hidden.filter((l) => l !== list) : [...hidden, list]);

  return (
    <>
      {total !== undefined && data && total > data.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.task-cards.truncated', { shown: data.length, total })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'board' | 'list' | null) => next && setView(next)}
          aria-label={translate('resources.task-cards.view')}
        >
          <ToggleButton value="board" aria-label={translate('resources.task-cards.board_view')} sx={{ gap: 0.5, py: 0.25 }}>
            <ViewWeekIcon fontSize="small" />
            {translate('resources.task-cards.board_view')}
          </ToggleButton>
          <ToggleButton value="list" aria-label={translate('resources.task-cards.list_view')} sx={{ gap: 0.5, py: 0.25 }}>
            <TableRowsIcon fontSize="small" />
            {translate('resources.task-cards.list_view')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box
          component="ul"
          aria-label={translate('resources.task-cards.columns')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {matching.map((list) => {
            const shown = !hidden.includes(list);
            return (
              <li key={list}>
                <Chip
                  size="small"
                  label={`${list} ${(byList.get(list) ?? []).length}`}
                  color={shown ? 'primary' : 'default'}
                  variant={shown ? 'filled' : 'outlined'}
                  aria-pressed={shown}
                  title={translate(shown ? 'resources.task-cards.hide_column' : 'resources.task-cards.show_column', { list })}
                  onClick={() => toggle(list)}
                />
              </li>
            );
          })}
        </Box>
      </Box>
      {shownLists.length === 0 ? (
        <Alert severity="info">{translate('resources.task-cards.all_hidden')}</Alert>
      ) : view === 'list' ? (
        <BoardTable lists={shownLists} byList={byList} />
      ) : (
        <Box
          role="region"
          aria-label={translate('resources.task-cards.board')}
          tabIndex={0}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollSnapType: 'x proximity', contain: 'inline-size' }}
        >
          {shownLists.map((list) => (
            <BoardColumn key={list} list={list} cards={byList.get(list) ?? []} />
          ))}
        </Box>
      )}
    </>
  );
}
