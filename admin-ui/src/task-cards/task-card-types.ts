import type { RaRecord } from 'react-admin';

/** The built-in board's lists, in board order (backend task-board/domain/board.ts). */
export const BOARD_LISTS = ['New Leads', 'In Progress', 'Converted', 'Abandoned', 'Area Requests', 'New Customers', 'Bookings', 'Data Deletion'] as const;
export type BoardList = (typeof BOARD_LISTS)[number];

export interface TaskCardRecord extends RaRecord<string> {
  list: BoardList;
  title: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  created_at: string;
  updated_at: string;
  comment_count: number;
}

export interface TaskCardComment {
  id: number;
  text: string;
  created_at: string;
}

/** GET /api/admin/task-cards/:id adds the description and the comments, newest first. */
export interface TaskCardDetail extends TaskCardRecord {
  description: string;
  archived: boolean;
  comments: TaskCardComment[];
}
