import { Link } from 'react-router-dom';
import { Problem } from './LoadStatus';
import { CUSTOMER_INFO_MESSAGES } from './order-rules';

/** The forms take service details once; after that the page says so and offers support (Problem shows the contact). */
export function DetailsSaved({ sessionId }: { sessionId: string }) {
  return (
    <Problem
      title={CUSTOMER_INFO_MESSAGES.detailsSavedTitle}
      text={CUSTOMER_INFO_MESSAGES.detailsSaved}
      action={
        <Link className="button button--primary" to={`/customer-confirmation?session_id=${encodeURIComponent(sessionId)}`}>
          See your details
        </Link>
      }
    />
  );
}
