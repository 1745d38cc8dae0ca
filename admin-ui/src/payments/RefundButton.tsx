import UndoIcon from '@mui/icons-material/Undo';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatCents } from '../common/money';
import { API_ADMIN_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';

interface ProblemBody {
  detail?: string;
  errors?: Record<string, string>;
}

/** Dollars as typed ("25", "25.5", "25.50") to cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Refund all or part of what the order paid, with a reason; the server checks the amount left and asks the provider. */
export function RefundButton({ orderId, left }: { orderId: string; left: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutate, isPending } = useMutation({
    mutationFn: async (cents: number) => {
      const { json } = await httpClient(`${API_ADMIN_URL}/orders/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body: JSON.stringify({ amount: cents, reason }),
      });
      return json as { amount: number };
    },
    onSuccess: (answer) => {
      setOpen(false);
      notify(translate('resources.payments.refund.done', { amount: formatCents(answer.amount) }), { type: 'success' });
      refresh();
    },
    onError: (error: Error & { body?: ProblemBody }) => {
      if (error.body?.errors) setErrors(error.body.errors);
      else notify(error.body?.detail ?? error.message, { type: 'error' });
    },
  });
  const submit = () => {
    const cents = dollarsToCents(amount);
    if (cents === null) return setErrors({ amount: translate('resources.payments.refund.amount_invalid') });
    setErrors({});
    mutate(cents);
  };
  if (left <= 0) return null;
  return (
    <>
      <MuiButton
        variant="outlined"
        color="warning"
        startIcon={<UndoIcon />}
        onClick={() => {
          setAmount((left / 100).toFixed(2));
          setReason('');
          setErrors({});
          setOpen(true);
        }}
      >
        {translate('resources.payments.refund.action')}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="refund-title" fullWidth maxWidth="xs">
        <DialogTitle id="refund-title">{translate('resources.payments.refund.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.payments.refund.left', { amount: formatCents(left) })}
            </Typography>
            <TextField
              label={translate('resources.payments.refund.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={Boolean(errors.amount)}
              helperText={errors.amount}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={translate('resources.payments.refund.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" color="warning" onClick={submit} disabled={isPending}>
            {translate('resources.payments.refund.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
