export { TaskBoardModule, chooseTaskBoard } from './task-board.module';
export { TaskBoardPort } from './domain/task-board.port';
export { TaskBoardSync } from './sync/task-board-sync.service';
export { TaskBoardCardErasure } from './privacy/task-board-card-erasure';
export type { SyncOptions } from './sync/task-board-sync.service';
export { BOARD_LISTS, LEAD_CARD_KEY_PREFIX, LEAD_LISTS, isBoardList, markerLine } from './domain/board';
export type { BoardList, BoardCard, CardContact, CardContent, CheckResult, LeadCardMatch } from './domain/board';
export { TaskBoardUnavailable, TaskBoardRejected, isCardMissing } from './domain/task-board.errors';
export { checkReport, type TaskBoardTestReport } from './checks/check-report';
