import { Problem } from '../../../platform/http/problem';
import { ResourceSpec } from '../../../platform/http/simple-rest';
import { BOARD_LISTS, BoardList, isBoardList } from '../domain/board';

export interface TaskCardSummary {
  id: string;
  list: BoardList;
  title: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  position: number;
  created_at: string;
  updated_at: string;
  comment_count: number;
}

export const TASK_CARD_COLUMNS = `c.id, c.list, c.title, c.contact_name, c.contact_email, c.contact_phone, c.position, c.created_at, c.updated_at,
  (select count(*)::int from task_card_comments m where m.card_id = c.id) as comment_count`;

export function toTaskCardSummary(row: Record<string, unknown>): TaskCardSummary {
  return {
    id: String(row.id),
    list: row.list as BoardList,
    title: String(row.title),
    contact_name: (row.contact_name as string | null) ?? null,
    contact_email: (row.contact_email as string | null) ?? null,
    contact_phone: (row.contact_phone as string | null) ?? null,
    position: Number(row.position),
    created_at: (row.created_at as Date).toISOString(),
    updated_at: (row.updated_at as Date).toISOString(),
    comment_count: Number(row.comment_count),
  };
}

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
function containsPattern(value: unknown): string {
  return `%${String(value)
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The built-in board's cards, the simple-rest way; archived cards stay listed (they carry history). */
export const TASK_CARDS: ResourceSpec<TaskCardSummary> = {
  resource: 'task-cards',
  from: 'task_cards c',
  select: TASK_CARD_COLUMNS,
  sortable: {
    created_at: 'c.created_at',
    updated_at: 'c.updated_at',
    list: 'c.list',
    title: 'c.title',
    position: 'c.position',
    contact_name: 'c.contact_name',
    id: 'c.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'c.id',
  filters: {
    list: (value, bind) => {
      if (!isBoardList(value)) throw Problem.validation({ filter: `list must be one of ${BOARD_LISTS.join(', ')}` });
      return `c.list = ${bind(value)}`;
    },
    // The board's search box: over the title and the contact fields.
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const pattern = bind(containsPattern(value));
      return `(c.title ilike ${pattern} or c.contact_name ilike ${pattern} or c.contact_email ilike ${pattern} or c.contact_phone ilike ${pattern})`;
    },
  },
  map: toTaskCardSummary,
};
