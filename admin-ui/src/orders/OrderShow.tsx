import { Box, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { formatPhone } from '../common/phone';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import { formatCents } from '../common/money';
import { StreamHistoryButton } from '../events/StreamHistoryButton';
import { DeleteOrderButton } from './DeleteOrderButton';
import type { OrderDetailRecord } from './order-types';
import { dayLabels, frequencyLabel, subscriptionStatusLabel, yardLabel } from './order-labels';
import { OrderHistory } from './OrderHistory';
import { PaymentStatusChip } from './PaymentStatusChip';
import { OrderPayments } from '../payments';
import { OrderVisits } from '../schedule';
import { ADD_ON_CATALOGUE } from '../../../backend/src/modules/pricing/price-table';

const addOnName = (id: string) => (ADD_ON_CATALOGUE as Record<string, { label: string } | undefined>)[id]?.label ?? id;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function OrderShowActions() {
  const record = useRecordContext<OrderDetailRecord>();
  return (
    <TopToolbar>
      <ListButton />
      {record && <StreamHistoryButton streamId={record.stream_id} label="resources.orders.actions.event_log" />}
      <DeleteOrderButton />
    </TopToolbar>
  );
}

function OrderDetails() {
  const record = useRecordContext<OrderDetailRecord>();
  const t = useTranslate();
  if (!record) return null;
  const f = (key: string, options?: object) => t(`resources.orders.facts.${key}`, options);
  const address = [record.street_address, record.city, record.state].filter(Boolean).join(', ');
  // The list's row serves as a placeholder until the full order arrives: the detail fields may be missing.
  const preferredDays = record.preferred_days ?? [];
  const dogs = record.dog_info ?? [];
  const addOns = Object.entries(record.add_ons ?? {}).filter(([, on]) => on);
  const scheduled = preferredDays.length > 0 || record.scheduled_date || record.time_slot;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Section title={t('resources.orders.sections.customer')}>
        <FactList
          facts={[
            { label: f('name'), value: record.customer_name },
            { label: f('email'), value: record.customer_email },
            { label: f('phone'), value: formatPhone(record.customer_phone) },
            { label: f('address'), value: address },
            { label: f('zip'), value: record.zip_code },
            { label: f('order_number'), value: record.order_number },
            {
              label: f('order_id'),
              value: (
                <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {record.id}
                </Typography>
              ),
            },
            { label: f('created_at'), value: formatBusinessTime(record.created_at) },
          ]}
        />
      </Section>
      <Section title={t('resources.orders.sections.service')}>
        <FactList
          facts={[
            { label: f('service_type'), value: t(`resources.orders.service_types.${record.service_type}`, { _: record.service_type }) },
            { label: f('frequency'), value: frequencyLabel(record.service_frequency) },
            { label: f('dogs'), value: record.number_of_dogs },
            { label: f('yard_size'), value: yardLabel(record.yard_size) },
            { label: f('commitment'), value: record.is_subscription ? f('commitment_months', { smart_count: record.commitment_months }) : null },
            { label: f('subscription_status'), value: subscriptionStatusLabel(record.subscription_status) },
            { label: f('trash_day'), value: dayLabels(record.trash_day) },
          ]}
        />
      </Section>
      <Section title={t('resources.orders.sections.scheduling')}>
        {scheduled ? (
          <FactList
            facts={[
              { label: f('preferred_days'), value: dayLabels(preferredDays) },
              { label: f('scheduled_date'), value: record.scheduled_date },
              { label: f('time_slot'), value: record.time_slot },
              { label: f('info_completed'), value: record.customer_info_completed ? f('yes') : f('no') },
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('resources.orders.no_schedule')}</Typography>
        )}
      </Section>
      <Section title={t('resources.orders.sections.dogs')}>
        {dogs.length ? (
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }} spacing={0.5}>
            {dogs.map((dog, i) => (
              <li key={i}>
                <strong>{dog.name}</strong> · {dog.breed}
              </li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('resources.orders.no_dogs')}</Typography>
        )}
      </Section>
      <Section title={t('resources.orders.sections.notes')}>
        {record.special_notes || record.special_instructions ? (
          <FactList
            facts={[
              { label: f('special_notes'), value: record.special_notes },
              { label: f('special_instructions'), value: record.special_instructions },
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('resources.orders.no_notes')}</Typography>
        )}
      </Section>
      <Section title={t('resources.orders.sections.payment')}>
        <FactList
          facts={[
            { label: f('payment_status'), value: <PaymentStatusChip status={record.payment_status} /> },
            { label: f('amount'), value: formatCents(record.final_price) },
            { label: f('base_price'), value: record.base_price != null ? formatCents(record.base_price) : null },
            { label: f('add_ons_price'), value: record.add_ons_price ? formatCents(record.add_ons_price) : null },
            {
              label: f('discount'),
              value: record.discount_amount ? `−${formatCents(record.discount_amount)} (${record.discount_code ?? ''} ${record.discount_percent}%)` : null,
            },
            { label: f('commitment_discount'), value: record.commitment_discount ? `−${formatCents(record.commitment_discount)}` : null },
            { label: f('setup_fee'), value: record.setup_fee ? formatCents(record.setup_fee) : null },
            { label: f('due_today'), value: formatCents(record.due_today) },
            { label: f('amount_paid'), value: record.amount_paid != null ? formatCents(record.amount_paid) : null },
            { label: f('paid_at'), value: formatBusinessTime(record.paid_at) },
            { label: f('payment_mode'), value: `${record.payment_mode} (${record.payment_provider})` },
            { label: f('stripe_customer_id'), value: record.stripe_customer_id },
            { label: f('stripe_payment_intent_id'), value: record.stripe_payment_intent_id },
            { label: f('stripe_subscription_id'), value: record.stripe_subscription_id },
          ]}
        />
      </Section>
      <Section title={t('resources.orders.sections.add_ons')}>
        {addOns.length ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {addOns.map(([id]) => (
              <Chip key={id} label={addOnName(id)} variant="outlined" />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('resources.orders.none')}</Typography>
        )}
        {(record.included_free ?? []).length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('resources.orders.included_free')}
            </Typography>
            {(record.included_free ?? []).map((gift) => (
              <Chip key={gift} label={gift} color="success" variant="outlined" />
            ))}
          </Box>
        )}
      </Section>
      <OrderPayments order={record} />
      {record.is_subscription && <OrderVisits orderId={record.id} />}
      <OrderHistory streamId={record.stream_id} />
    </Box>
  );
}

/** Spec 001 §2 Orders, the View dialog's contents as a page: customer, service, scheduling, dogs, notes, payment, add-ons, history. */
export function OrderShow() {
  return (
    <Show actions={<OrderShowActions />} component="div" sx={{ minWidth: 0 }}>
      <OrderDetails />
    </Show>
  );
}
