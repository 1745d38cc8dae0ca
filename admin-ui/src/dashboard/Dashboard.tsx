import HistoryIcon from '@mui/icons-material/History';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useCreatePath, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <>
      <Title title={translate('scv.dashboard.title')} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardContent>
          <Typography component="h2" variant="h5" gutterBottom>
            {translate('scv.dashboard.welcome')}
          </Typography>
          <Typography color="text.secondary">{translate('scv.dashboard.intro')}</Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            component={LinkBase}
            to={createPath({ resource: 'events', type: 'list' })}
            variant="contained"
            startIcon={<HistoryIcon />}
          >
            {translate('scv.dashboard.open_event_log')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
