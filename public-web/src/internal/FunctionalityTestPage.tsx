import { ChecksPage } from './ChecksPage';
import { FUNCTIONALITY_CHECKS_URL } from './checks-api';

/** /functionality-test: the lead and task-board flows, end to end on the server. */
export default function FunctionalityTestPage() {
  return (
    <ChecksPage
      title="Functionality Test"
      url={FUNCTIONALITY_CHECKS_URL}
      description="Runs the lead and task-board flows end to end on the server, the way the quote form uses them, against the configured adapters (Trello and SMTP when set up, otherwise the built-in board and outbox), and reports each step."
    />
  );
}
