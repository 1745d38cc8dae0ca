import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button as MuiButton } from '@mui/material';
import { Button, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const LINKS = {
  payments: { label: 'resources.payments.payments_link', Icon: ReceiptLongIcon },
  'past-due': { label: 'resources.payments.past_due_link', Icon: EventBusyIcon },
} as const;

/**
 * A link to the payments or the past-due list. On phones react-admin draws its buttons as bare icons (issue 18):
 * there, `worded` keeps the link's words.
 */
export function BillingLink({ resource, worded = false }: { resource: keyof typeof LINKS; worded?: boolean }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const { label, Icon } = LINKS[resource];
  const to = createPath({ resource, type: 'list' });
  return worded ? (
    <MuiButton component={Link} to={to} size="small" startIcon={<Icon />} sx={{ whiteSpace: 'nowrap' }}>
      {translate(label)}
    </MuiButton>
  ) : (
    <Button component={Link} to={to} label={label}>
      <Icon />
    </Button>
  );
}

/** Payments and past-due customers, one click from the orders list (the sidebar has no room left above Settings). */
export function BillingLinks({ worded = false }: { worded?: boolean }) {
  return (
    <>
      <BillingLink resource="payments" worded={worded} />
      <BillingLink resource="past-due" worded={worded} />
    </>
  );
}
