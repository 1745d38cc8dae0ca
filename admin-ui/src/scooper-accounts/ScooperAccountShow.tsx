import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button as RaButton, EditButton, ListButton, Show, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import type { ScooperAccountRecord } from './scooper-account-types';
import { resetScooperPassword } from './scooper-accounts-api';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { ActiveChip, WorkingDays } from './WorkingDays';

const formatPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

function ResetPasswordButton() {
  const record = useRecordContext<ScooperAccountRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record) return null;
  const reset = async () => {
    setBusy(true);
    try {
      setPassword((await resetScooperPassword(record.id)).temporaryPassword);
      setConfirming(false);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <RaButton label="resources.scooper-accounts.password.reset" onClick={() => setConfirming(true)}>
        <LockResetIcon />
      </RaButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.scooper-accounts.password.reset_title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.scooper-accounts.password.reset_content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={reset}>
            {translate('resources.scooper-accounts.password.reset')}
          </Button>
        </DialogActions>
      </Dialog>
      {password && <TemporaryPasswordDialog open name={record.name} email={record.email} password={password} onClose={() => setPassword(null)} />}
    </>
  );
}

function ScooperAccountDetails() {
  const record = useRecordContext<ScooperAccountRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (key: string) => translate(`resources.scooper-accounts.fields.${key}`);
  const placed = record.homeLat !== null && record.homeLng !== null;
  return (
    <Card variant="outlined">
      <CardContent>
        <FactList
          label={record.name}
          facts={[
            { label: f('name'), value: record.name },
            { label: f('email'), value: record.email },
            { label: f('phone'), value: record.phone ? formatPhone(record.phone) : null },
            {
              label: f('homeBase'),
              value: `${record.homeAddress} ${record.homeZip}${placed ? '' : ` (${translate('resources.scooper-accounts.not_geocoded')})`}`,
            },
            { label: f('workingDays'), value: <WorkingDays days={record.workingDays ?? []} /> },
            { label: f('dailyCapacity'), value: translate('resources.scooper-accounts.capacity', { smart_count: record.dailyCapacity }) },
            { label: f('active'), value: <ActiveChip active={record.active} /> },
            { label: f('createdAt'), value: record.createdAt ? formatBusinessTime(record.createdAt) : null },
          ]}
        />
      </CardContent>
    </Card>
  );
}

export function ScooperAccountShow() {
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <ListButton />
          <EditButton />
          <ResetPasswordButton />
        </TopToolbar>
      }
    >
      <ScooperAccountDetails />
    </Show>
  );
}
