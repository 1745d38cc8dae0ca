import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A failed dashboard query: what failed, in the server's words, and a retry. */
export function SectionError({ message, error, onRetry }: { message: string; error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('scv.dashboard.try_again')}
        </Button>
      }
    >
      {translate(message, { message: error.message })}
    </Alert>
  );
}
