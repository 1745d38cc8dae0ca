import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';

/** The greeting, and the way to the auditors' event log. */
export function DashboardHeader() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5">
          {translate('scv.dashboard.welcome')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('scv.dashboard.intro')}
        </Typography>
      </Box>
      <Button component={LinkBase} to={createPath({ resource: 'events', type: 'list' })} variant="outlined" startIcon={<HistoryIcon />}>
        {translate('scv.dashboard.open_event_log')}
      </Button>
    </Box>
  );
}
