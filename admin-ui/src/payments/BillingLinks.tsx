import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

/** Payments and past-due customers, one click from the orders list (the sidebar has no room left above Settings). */
export function BillingLinks() {
  const createPath = useCreatePath();
  return (
    <>
      <Button component={Link} to={createPath({ resource: 'payments', type: 'list' })} label="resources.payments.payments_link">
        <ReceiptLongIcon />
      </Button>
      <Button component={Link} to={createPath({ resource: 'past-due', type: 'list' })} label="resources.payments.past_due_link">
        <EventBusyIcon />
      </Button>
    </>
  );
}
