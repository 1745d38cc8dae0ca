/** The board's lists, in board order: the spec's lead lists, then one per kind of request staff follow up. */
export const BOARD_LISTS = ['New Leads', 'In Progress', 'Converted', 'Abandoned', 'Area Requests', 'New Customers', 'Bookings', 'Data Deletion'] as const;
export type BoardList = (typeof BOARD_LISTS)[number];

/** The lists a lead's card moves through; search-existing-trello-lead looks only here. */
export const LEAD_LISTS: readonly BoardList[] = ['New Leads', 'In Progress', 'Abandoned', 'Converted'];

/**
 * A lead's card key ('lead-<lead id>'). A card made for another key in a lead list (an abandoned-quote card sits in
 * Abandoned) belongs to that follow-up: a lead never takes it over, or two keys would share one card and each sync
 * would overwrite the other's. A card with no key (made by hand, or by the old system) may be a lead's.
 */
export const LEAD_CARD_KEY_PREFIX = 'lead-';

export function mayBeLeadCard(marker: string | null | undefined): boolean {
  return !marker || marker.startsWith(LEAD_CARD_KEY_PREFIX);
}

export function isBoardList(value: unknown): value is BoardList {
  return typeof value === 'string' && (BOARD_LISTS as readonly string[]).includes(value);
}

export interface CardContact {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface CardContent {
  list: BoardList;
  title: string;
  description: string;
  /** Omitted: the card's contact fields stay as they are; a null or empty field clears it. */
  contact?: CardContact;
}

export interface BoardCard {
  id: string;
  list: BoardList | null;
  url: string | null;
}

export interface LeadCardMatch {
  id: string;
  isConverted: boolean;
}

export interface CheckResult {
  test: string;
  status: 'passed' | 'failed';
  error?: string;
  data?: unknown;
}

/** The line that ties a Trello card to our card key; the last line of its description. */
export function markerLine(marker: string): string {
  return `ref: ${marker}`;
}
