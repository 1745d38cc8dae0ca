import { leadStepLabel } from './lead-steps';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Card, CardContent, CardHeader, Divider, Link, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LinkBase, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import { formatCents } from '../common/money';
import { JsonBlock } from '../events/JsonBlock';
import { leadDisplayStatus, leadPhone, leadQuote, leadZip, type LeadRecord } from './lead-types';
import { LeadStatusChip } from './LeadStatusChip';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 };

/** The built-in board's cards are task_cards rows (uuid) and open here; a Trello card id is shown as it is. */
function TaskCardLink({ cardId }: { cardId: string }) {
  const createPath = useCreatePath();
  if (!UUID.test(cardId)) return <span style={MONO}>{cardId}</span>;
  return (
    <Link component={LinkBase} to={createPath({ resource: 'task-cards', id: cardId, type: 'show' })} sx={MONO}>
      {cardId}
    </Link>
  );
}

/** The converted order's own history in the event log. */
function OrderHistoryLink({ orderId }: { orderId: string }) {
  const createPath = useCreatePath();
  const search = new URLSearchParams({ filter: JSON.stringify({ streamId: `order-${orderId}` }) }).toString();
  return (
    <Link component={LinkBase} to={{ pathname: createPath({ resource: 'events', type: 'list' }), search: `?${search}` }} sx={MONO}>
      order-{orderId}
    </Link>
  );
}

/** Who, where, what they were quoting and how far they got, in words; then the ways to reach them. */
function LeadAtAGlance({ record }: { record: LeadRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.leads.glance.${key}`, options);
  const zip = record.zip ?? leadZip(record);
  const served = record.served ?? null;
  const quote = leadQuote(record);
  const quoting = [
    quote.frequency,
    quote.dogs && (/^\d+$/.test(quote.dogs) ? t('dogs', { smart_count: Number(quote.dogs) }) : quote.dogs),
    quote.yard && t('yard', { size: quote.yard }),
    quote.price && t('price', { price: quote.price }),
  ].filter(Boolean);
  const phone = leadPhone(record);
  const where = zip ? `${zip} · ${served === false ? t('not_served') : served === true ? t('served') : ''}`.replace(/ · $/, '') : t('no_zip');
  return (
    <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
      <FactList
        label={translate('resources.leads.summary')}
        facts={[
          { label: t('contact'), value: [record.contact_name, record.contact_info, phone].filter(Boolean).join(' · ') },
          { label: translate('resources.leads.fields.zip'), value: where },
          { label: t('quoting'), value: quoting.length > 0 ? quoting.join(' · ') : t('nothing_quoted') },
          { label: t('last_step'), value: leadStepLabel(record.last_step) ?? t('no_step') },
          {
            label: t('status'),
            value: (
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <LeadStatusChip status={leadDisplayStatus(record)} />
                {record.abandonment_reason && (
                  <span>{translate(`resources.leads.abandon_reasons.${record.abandonment_reason}`, { _: record.abandonment_reason })}</span>
                )}
              </Box>
            ),
          },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<EmailIcon />}
          href={`mailto:${record.contact_info}`}
          aria-label={t('email_label', { contact: record.contact_info })}
        >
          {t('email')}
        </Button>
        {phone && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhoneIcon />}
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('call_label', { phone })}
          >
            {t('call')}
          </Button>
        )}
      </Box>
    </CardContent>
  );
}

export function LeadSummaryCard() {
  const record = useRecordContext<LeadRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const label = (field: string) => translate(`resources.leads.fields.${field}`);
  const abandoned = record.abandoned_at
    ? `${formatBusinessTime(record.abandoned_at)}${
        record.abandonment_reason ? ` (${translate(`resources.leads.abandon_reasons.${record.abandonment_reason}`, { _: record.abandonment_reason })})` : ''
      }`
    : null;

  return (
    <Card variant="outlined" component="section" aria-label={translate('resources.leads.summary')}>
      <CardHeader
        title={record.contact_info}
        slotProps={{ title: { component: 'h2', variant: 'h6', sx: { overflowWrap: 'anywhere' } }, subheader: { sx: { overflowWrap: 'anywhere' } } }}
        subheader={[record.contact_name, leadPhone(record)].filter(Boolean).join(' · ') || undefined}
        sx={{ '& .MuiCardHeader-content': { minWidth: 0 } }}
      />
      <LeadAtAGlance record={record} />
      <Divider />
      <CardContent>
        <FactList
          label={translate('resources.leads.details')}
          facts={[
            { label: label('source_page'), value: record.source_page },
            { label: label('referrer'), value: record.referrer },
            { label: label('existing_client'), value: translate(record.existing_client ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: label('reuse_count'), value: record.reuse_count > 0 ? String(record.reuse_count) : null },
            { label: label('created_at'), value: formatBusinessTime(record.created_at) },
            { label: label('last_activity_at'), value: formatBusinessTime(record.last_activity_at) },
            { label: label('abandoned_at'), value: abandoned },
            { label: label('converted_at'), value: formatBusinessTime(record.converted_at) },
            { label: label('converted_order_id'), value: record.converted_order_id && <OrderHistoryLink orderId={record.converted_order_id} /> },
            { label: label('conversion_value'), value: formatCents(record.conversion_value) },
            {
              label: label('trello_card_id'),
              value: record.trello_card_id ? <TaskCardLink cardId={record.trello_card_id} /> : translate('resources.leads.no_card'),
            },
          ]}
        />
      </CardContent>
      <Accordion disableGutters elevation={0} sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">{label('form_data')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <JsonBlock value={record.form_data} label={label('form_data')} />
        </AccordionDetails>
      </Accordion>
    </Card>
  );
}
