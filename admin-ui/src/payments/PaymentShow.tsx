import { Card, CardContent, CardHeader, Link } from '@mui/material';
import { LinkBase, ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import { formatCents } from '../common/money';
import { cardOf, type PaymentRecord } from './payment-types';
import { PaymentKindChip } from './PaymentKindChip';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

function PaymentFacts() {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  return (
    <Card variant="outlined" component="section" aria-label={label('facts')}>
      <CardHeader
        title={formatCents(record.amount) || translate(`resources.payments.kinds.${record.kind}`)}
        subheader={record.customer_name}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<PaymentKindChip kind={record.kind} />}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <FactList
          label={label('facts')}
          facts={[
            { label: label('occurred_at'), value: formatBusinessTime(record.occurred_at) },
            {
              label: label('order_id'),
              value: (
                <Link component={LinkBase} to={createPath({ resource: 'orders', id: record.order_id, type: 'show' })} sx={MONO}>
                  {record.order_number ?? record.order_id}
                </Link>
              ),
            },
            { label: label('card'), value: cardOf(record) },
            { label: label('invoice_id'), value: record.invoice_id && <span style={MONO}>{record.invoice_id}</span> },
            { label: label('payment_intent_id'), value: record.payment_intent_id && <span style={MONO}>{record.payment_intent_id}</span> },
            {
              label: label('period'),
              value: record.period_start ? `${formatBusinessTime(record.period_start)} – ${formatBusinessTime(record.period_end)}` : null,
            },
            { label: label('reason'), value: record.reason },
            { label: label('recovered'), value: record.recovered ? translate('resources.payments.recovered') : null },
            { label: label('payment_provider'), value: record.payment_provider },
            { label: label('provider_event_id'), value: record.provider_event_id && <span style={MONO}>{record.provider_event_id}</span> },
            { label: label('actor'), value: record.actor },
          ]}
        />
      </CardContent>
    </Card>
  );
}

export function PaymentShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      component="div"
      sx={{ minWidth: 0, maxWidth: 900 }}
    >
      <PaymentFacts />
    </Show>
  );
}
