import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, email, required, useBasename, useLogin, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_PATH } from '../dashboard';
import { UNEXPECTED_ERROR_MESSAGE } from '../providers/problem-details';

interface LoginFormValues {
  email: string;
  password: string;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

export function LoginForm() {
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const basename = useBasename();
  const location = useLocation();
  // A page the admin was bounced from wins (react-admin keeps it in the location state); the bare /admin, or nothing, means the spec's /admin/dashboard.
  const bouncedFrom = (location.state as { nextPathname?: string } | null)?.nextPathname;
  const returnTo = bouncedFrom && bouncedFrom.replace(/\/+$/, '') !== basename ? bouncedFrom : undefined;

  const handleSubmit = async (values: Partial<LoginFormValues>) => {
    setBusy(true);
    try {
      await login({ username: values.email ?? '', password: values.password ?? '' }, returnTo ? undefined : `${basename}${DASHBOARD_PATH}`);
      notify('scv.login.success', { type: 'success' });
    } catch (error) {
      setBusy(false);
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Form<LoginFormValues> onSubmit={handleSubmit} noValidate>
      <Stack spacing={1}>
        <TextInput
          source="email"
          type="email"
          label="scv.login.email"
          autoComplete="username"
          autoFocus
          disabled={busy}
          validate={[required(), email()]}
          fullWidth
        />
        <PasswordInput source="password" label="scv.login.password" autoComplete="current-password" disabled={busy} validate={required()} fullWidth />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          fullWidth
          sx={{ minHeight: 48, textTransform: 'none', fontSize: '1rem' }}
        >
          {translate(busy ? 'scv.login.submitting' : 'scv.login.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
