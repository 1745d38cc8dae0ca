import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button as MuiButton } from '@mui/material';
import { Button, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const LINKS = [
  { resource: 'payments', label: 'resources.payments.payments_link', Icon: ReceiptLongIcon },
  { resource: 'past-due', label: 'resources.payments.past_due_link', Icon: EventBusyIcon },
] as const;

/**
 * Payments and past-due customers, one click from the orders list (the sidebar has no room left above Settings).
 * On phones react-admin draws its buttons as bare icons (issue 18): there, `worded` keeps each link's words.
 */
export function BillingLinks({ worded = false }: { worded?: boolean }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <>
      {LINKS.map(({ resource, label, Icon }) => {
        const to = createPath({ resource, type: 'list' });
        return worded ? (
          <MuiButton key={resource} component={Link} to={to} size="small" startIcon={<Icon />} sx={{ whiteSpace: 'nowrap' }}>
            {translate(label)}
          </MuiButton>
        ) : (
          <Button key={resource} component={Link} to={to} label={label}>
            <Icon />
          </Button>
        );
      })}
    </>
  );
}
