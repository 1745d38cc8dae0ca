import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { OrderCleanupCard } from './OrderCleanupCard';
import { PaymentModeCard } from './PaymentModeCard';

export const SETTINGS_PATH = '/settings';

/** Spec 001 §2 Settings: the Order Cleanup Utility card and the card payment mode card. */
export function SettingsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="scv.settings.title" />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {translate('scv.settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <OrderCleanupCard />
        <PaymentModeCard />
      </Box>
    </Box>
  );
}
