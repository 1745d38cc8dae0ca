import HistoryIcon from '@mui/icons-material/History';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EventEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <HistoryIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
        {translate('resources.events.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.events.empty.explanation')}
      </Typography>
    </Box>
  );
}
