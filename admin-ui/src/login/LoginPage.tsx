import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoginForm } from './LoginForm';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

export function LoginPage() {
  const translate = useTranslate();
  const checking = useRedirectIfSignedIn();

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        px: 2,
        background: 'linear-gradient(180deg, #eef6f0 0%, #fbfaf6 100%)',
      }}
    >
      {checking ? (
        <Box sx={{ mt: '30vh' }} role="status" aria-label="Checking your session">
          <CircularProgress />
        </Box>
      ) : (
        <Card sx={{ width: '100%', maxWidth: 400, mt: { xs: 6, sm: '12vh' }, borderRadius: 3 }} elevation={3}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
              <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>
                <LockIcon />
              </Avatar>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {translate('scv.login.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
                {translate('scv.login.subtitle')}
              </Typography>
            </Box>
            <LoginForm />
            <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
              <Link href="/" underline="hover">
                {translate('scv.login.back_to_site')}
              </Link>
            </Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
