import { ChecksPage } from './ChecksPage';
import { TASK_BOARD_CHECKS_URL } from './checks-api';

/** /trello-test: the task-board adapter's own checks. */
export default function TaskBoardTestPage() {
  return (
    <ChecksPage
      title="Task Board Integration Test"
      url={TASK_BOARD_CHECKS_URL}
      description="Checks the task-board integration that lead tracking relies on: each check talks to the board the server is configured with (Trello when its key is set, otherwise the built-in board) and reports what came back."
    />
  );
}
