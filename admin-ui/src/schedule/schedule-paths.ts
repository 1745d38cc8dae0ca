import type { BoardRow } from './schedule-board';

/** Custom routes, relative to the admin's basename. */
export const SCHEDULE_PATH = '/schedule';
export const DAY_ROUTE_SEGMENT = 'route';

/** One scooper's stops on one day: /schedule/route/2026-11-23/<scooperId>. */
export const dayRoutePath = (scooperId: string, date: string) => `${SCHEDULE_PATH}/${DAY_ROUTE_SEGMENT}/${date}/${encodeURIComponent(scooperId)}`;

/** A row's label: the scooper's name, "Unassigned", or the id of a scooper the account list does not know. */
export function rowName(row: Pick<BoardRow, 'scooperId' | 'name'>, translate: (key: string, options?: object) => string): string {
  if (row.scooperId === null) return translate('scv.schedule.board.unassigned');
  return row.name || translate('scv.schedule.board.unknown_scooper', { id: row.scooperId.slice(0, 8) });
}

export const VISIT_SEGMENT = 'visits';

/** One visit's page: /schedule/visits/<id> (its proof, actions and history). */
export const visitPath = (visitId: string) => `${SCHEDULE_PATH}/${VISIT_SEGMENT}/${encodeURIComponent(visitId)}`;
