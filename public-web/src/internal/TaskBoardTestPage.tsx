import { ChecksPage } from './ChecksPage';
import { TASK_BOARD_CHECKS_URL } from './checks-api';

/** /trello-test: the task-board adapter's own checks. */
export default function TaskBoardTestPage() {
  return (
    <ChecksPage
      title="Task Board Integration Test"
      url={TASK_BOARD_CHECKS_URL}
      description="Checks the task board that lead tracking writes to, Trello when it is configured and the built-in board otherwise: reads the board (its lists, and custom fields on Trello), creates a test card in New Leads, moves it to In Progress with contact fields, comments on it, finds it by e-mail and deletes it."
    />
  );
}
