export { FollowUpModule } from './follow-up.module';
export { EMAIL_QUEUE, TASK_BOARD_CONCURRENCY, TASK_BOARD_QUEUE } from './consumers/follow-up.jobs';
export { emailJobFor, followUpFor, taskBoardJobFor } from './domain/follow-up';
export type { DeadLetter } from './queries/list-dead-letters.query';
