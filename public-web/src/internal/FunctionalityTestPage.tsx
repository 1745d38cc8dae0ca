import { ChecksPage } from './ChecksPage';
import { FUNCTIONALITY_CHECKS_URL } from './checks-api';

/** /functionality-test: every part a lead and an order go through, checked on the server. */
export default function FunctionalityTestPage() {
  return (
    <ChecksPage
      title="Functionality Test"
      url={FUNCTIONALITY_CHECKS_URL}
      description="Checks the parts a lead and an order travel through, on the adapters the server is configured with: the database and event log, Redis with the job queues and workers, the task board (Trello or the built-in board), e-mail (SMTP or the built-in outbox; sends a test message to the support address) and payments."
    />
  );
}
