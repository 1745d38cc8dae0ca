import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { RelatedSection } from '../common/RelatedSection';
import { useMutation } from '@tanstack/react-query';
import { LinkBase, useCreatePath, useGetManyReference, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { formatCents } from '../common/money';
import { API_ADMIN_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import type { PaymentRecord } from './payment-types';
import { PaymentKindChip } from './PaymentKindChip';
import { RefundButton } from './RefundButton';

const SANDBOX_EVENTS = ['renewal-paid', 'payment-failed', 'subscription-deleted'] as const;

interface OrderLike {
  id: string;
  is_subscription: boolean;
  payment_status: string;
  payment_provider?: string;
  subscription_status?: string | null;
}

/** The sandbox's billing events for this order (Stripe orders get real ones at the webhook). */
function SandboxBilling({ order }: { order: OrderLike }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: async (event: string) => {
      const { json } = await httpClient(`${API_ADMIN_URL}/orders/${encodeURIComponent(order.id)}/sandbox-billing`, {
        method: 'POST',
        body: JSON.stringify({ event }),
      });
      return json as { outcome: string; eventType: string };
    },
    onSuccess: (answer) => {
      notify(translate('resources.payments.sandbox.done', { type: answer.eventType, outcome: answer.outcome }), { type: 'info' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle2">
        {translate('resources.payments.sandbox.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.payments.sandbox.explanation')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {SANDBOX_EVENTS.map((event) => (
          <MuiButton key={event} variant="outlined" size="medium" disabled={isPending} onClick={() => mutate(event)}>
            {translate(`resources.payments.sandbox.${event}`)}
          </MuiButton>
        ))}
      </Stack>
    </Box>
  );
}

/** The order's payments, oldest first, on its show page; sandbox subscriptions can simulate the provider's events. */
export function OrderPayments({ order }: { order: OrderLike }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useGetManyReference<PaymentRecord>('payments', {
    target: 'order_id',
    id: order.id,
    sort: { field: 'occurred_at', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const title = translate('resources.payments.order_section');
  const sum = (kinds: string[]) => (data ?? []).filter((p) => kinds.includes(p.kind)).reduce((total, p) => total + (p.amount ?? 0), 0);
  const paid = sum(['first', 'renewal']);
  const refunded = sum(['refund']);
  const sandbox = order.payment_provider === 'sandbox' && order.is_subscription && order.payment_status === 'completed';
  return (
    <RelatedSection
      title={title}
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText={translate('resources.payments.order_empty')}
      footer={
        <>
          {paid > 0 && (
            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography variant="body2">
                {translate('resources.payments.paid_total', { paid: formatCents(paid), refunded: formatCents(refunded) })}
              </Typography>
              <RefundButton orderId={order.id} left={paid - refunded} />
            </Box>
          )}
          {sandbox && <SandboxBilling order={order} />}
        </>
      }
    >
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} spacing={1}>
        {(data ?? []).map((payment) => (
          <Box component="li" key={payment.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PaymentKindChip kind={payment.kind} />
            <LinkBase to={createPath({ resource: 'payments', id: payment.id, type: 'show' })}>
              <strong>{payment.kind === 'refund' ? `−${formatCents(payment.amount)}` : formatCents(payment.amount) || '—'}</strong>
            </LinkBase>
            <Typography component="span" variant="body2" color="text.secondary">
              {formatBusinessTime(payment.occurred_at)}
              {payment.recovered ? ` · ${translate('resources.payments.recovered')}` : ''}
              {payment.reason ? ` · ${payment.reason}` : ''}
            </Typography>
          </Box>
        ))}
      </Stack>
    </RelatedSection>
  );
}
