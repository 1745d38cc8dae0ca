import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface TemporaryPasswordDialogProps {
  open: boolean;
  name: string;
  email: string;
  password: string;
  onClose: () => void;
}

/** The one time staff see a scooper's temporary password: large, selectable, with a copy button. */
export function TemporaryPasswordDialog({ open, name, email, password, onClose }: TemporaryPasswordDialogProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{translate('resources.scooper-accounts.password.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.scooper-accounts.password.explanation', { email })}</DialogContentText>
        <Box
          data-testid="temporary-password"
          sx={{
            mt: 2,
            p: 1.5,
            fontFamily: 'monospace',
            fontSize: 22,
            textAlign: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            userSelect: 'all',
            overflowWrap: 'anywhere',
          }}
        >
          {password}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{translate(copied ? 'resources.scooper-accounts.password.copied' : 'resources.scooper-accounts.password.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.scooper-accounts.password.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
