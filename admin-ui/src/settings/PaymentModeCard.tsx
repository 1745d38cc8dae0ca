import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Card, CardContent, CardHeader, FormControlLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PaymentMode } from './settings-api';

/** Spec 001 §2 Payment mode card: test or production; switching to production is announced as real charges. */
export function PaymentModeCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PaymentMode | null>(null);
  const current = useQuery({ queryKey: ['settings', 'paymentMode'], queryFn: () => dataProvider.getPaymentMode() });
  const update = useMutation({
    mutationFn: (mode: PaymentMode) => dataProvider.setPaymentMode(mode),
    onSuccess: (view) => {
      queryClient.setQueryData(['settings', 'paymentMode'], view);
      notify(view.mode === 'production' ? 'scv.settings.payment.switched_production' : 'scv.settings.payment.switched_test', {
        type: view.mode === 'production' ? 'warning' : 'success',
      });
    },
    onError: (error: Error) => notify(`${translate('scv.settings.payment.update_failed')}: ${error.message}`, { type: 'error' }),
  });
  const mode = current.data?.mode;
  const title = translate('scv.settings.payment.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        avatar={<CreditCardIcon color="primary" />}
        title={title}
        subheader={translate('scv.settings.payment.subheader')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {(current.isPending || update.isPending) && <LinearProgress />}
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {current.isError && <Alert severity="error">{translate('scv.settings.payment.load_failed')}</Alert>}
        {mode && (
          <Alert severity={mode === 'production' ? 'warning' : 'info'} role="status">
            {translate(mode === 'production' ? 'scv.settings.payment.current_production' : 'scv.settings.payment.current_test')}
          </Alert>
        )}
        <RadioGroup aria-label={title} value={mode ?? ''} onChange={(event) => setPending(event.target.value as PaymentMode)}>
          <FormControlLabel
            value="test"
            disabled={!mode || update.isPending}
            control={<Radio />}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {translate('scv.settings.payment.test')}
                </Typography>{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  — {translate('scv.settings.payment.test_help')}
                </Typography>
              </>
            }
          />
          <FormControlLabel
            value="production"
            disabled={!mode || update.isPending}
            control={<Radio />}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {translate('scv.settings.payment.production')}
                </Typography>{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  — {translate('scv.settings.payment.production_help')}
                </Typography>
              </>
            }
          />
        </RadioGroup>
        {current.data?.provider === 'sandbox' && (
          <Typography variant="body2" color="text.secondary">
            {translate('scv.settings.payment.provider_sandbox')}
          </Typography>
        )}
        {current.data && !current.data.liveKeyConfigured && (
          <Typography variant="body2" color="text.secondary">
            {translate('scv.settings.payment.live_key_missing')}
          </Typography>
        )}
        {current.data && (
          <Typography variant="caption" color="text.secondary">
            {translate('scv.settings.payment.updated', { time: formatBusinessTime(current.data.updatedAt) })}
          </Typography>
        )}
      </CardContent>
      <Confirm
        isOpen={pending !== null}
        title={pending === 'production' ? 'scv.settings.payment.confirm_title' : 'scv.settings.payment.confirm_test_title'}
        content={pending === 'production' ? 'scv.settings.payment.confirm_production' : 'scv.settings.payment.confirm_test'}
        confirmColor={pending === 'production' ? 'warning' : 'primary'}
        onConfirm={() => {
          if (pending) update.mutate(pending);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
