import BlockIcon from '@mui/icons-material/Block';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PinDropIcon from '@mui/icons-material/PinDrop';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Card, CardContent, CardHeader, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button as RaButton,
  EditButton,
  Link,
  ListButton,
  Show,
  TopToolbar,
  useCreatePath,
  useGetList,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import { LocatedText, PlanDays, PlanStatusChip, useDayName, useFrequencyLabel } from './PlanChips';
import { PlanActionButton } from './PlanActionDialog';
import { setBeforePhotos } from './service-plans-api';
import { addressOf, businessToday, formatPlanDate, type PlanHistoryEvent, type ServicePlanRecord, type UpcomingVisit } from './service-plan-types';

const R = 'resources.service-plans';

/** Staff's proof rule (issue 16): the field app asks for a before photo at Start, and the server refuses Start without one. */
function BeforePhotosButton({ record }: { record: ServicePlanRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const on = !!record.beforePhotos;
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await setBeforePhotos(record.id, !on);
      notify(answer.message ?? `${R}.actions.done`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RaButton label={`${R}.actions.${on ? 'before_photos_off' : 'before_photos_on'}`} onClick={() => void toggle()} disabled={busy}>
      <PhotoCameraIcon />
    </RaButton>
  );
}

function PlanActions() {
  const record = useRecordContext<ServicePlanRecord>();
  if (!record) return <TopToolbar />;
  const open = record.status !== 'cancelled';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      {open && <EditButton label={`${R}.actions.change_days`} icon={<EditCalendarIcon />} />}
      {record.status === 'active' && (
        <PlanActionButton
          planId={record.id}
          action="pause"
          label={`${R}.actions.pause`}
          title={`${R}.actions.pause_title`}
          content={`${R}.actions.pause_content`}
          icon={<PauseCircleIcon />}
          fields={[{ name: 'from', label: `${R}.actions.from`, type: 'date', initial: businessToday(), required: true }]}
          toBody={(v) => ({ from: v.from })}
        />
      )}
      {record.status === 'paused' && (
        <PlanActionButton
          planId={record.id}
          action="resume"
          label={`${R}.actions.resume`}
          title={`${R}.actions.resume_title`}
          content={`${R}.actions.resume_content`}
          icon={<PlayCircleIcon />}
          fields={[
            {
              name: 'from',
              label: `${R}.actions.from`,
              type: 'date',
              initial: record.pausedFrom && record.pausedFrom > businessToday() ? record.pausedFrom : businessToday(),
              required: true,
            },
          ]}
          toBody={(v) => ({ from: v.from })}
        />
      )}
      {open && <BeforePhotosButton record={record} />}
      {open && (
        <PlanActionButton
          planId={record.id}
          action="location"
          label={`${R}.actions.pin`}
          title={`${R}.actions.pin_title`}
          content={`${R}.actions.pin_content`}
          icon={<PinDropIcon />}
          fields={[
            { name: 'lat', label: `${R}.actions.lat`, type: 'number', initial: record.lat === null ? '' : String(record.lat), required: true },
            { name: 'lng', label: `${R}.actions.lng`, type: 'number', initial: record.lng === null ? '' : String(record.lng), required: true },
          ]}
          toBody={(v) => ({ lat: Number(v.lat), lng: Number(v.lng) })}
        />
      )}
      {open && (
        <PlanActionButton
          planId={record.id}
          action="cancel"
          label={`${R}.actions.cancel`}
          title={`${R}.actions.cancel_title`}
          content={`${R}.actions.cancel_content`}
          icon={<BlockIcon />}
          fields={[{ name: 'reason', label: `${R}.actions.reason`, initial: '', multiline: true, required: true }]}
          toBody={(v) => ({ reason: v.reason.trim() })}
          destructive
        />
      )}
    </TopToolbar>
  );
}

/** The plan in a sentence or three, as staff would say it on the phone to the customer. */
function PlanSummary({ record }: { record: ServicePlanRecord }) {
  const translate = useTranslate();
  const frequency = useFrequencyLabel();
  const dayName = useDayName();
  const days = record.preferredDays.length ? record.preferredDays.map((day) => dayName(day)).join(' and ') : translate(`${R}.summary.no_days`);
  const lines = [
    translate(`${R}.summary.sentence`, { frequency: frequency(record.frequency), days, address: addressOf(record) }),
    (record.binTakeOut || record.binBringIn) && record.trashDay
      ? translate(`${R}.summary.bins`, { day: dayName(record.trashDay), timing: translate(`${R}.timing.${record.binTakeOutTiming}`) })
      : null,
    record.status === 'paused' && record.pausedFrom ? translate(`${R}.summary.paused`, { date: formatPlanDate(record.pausedFrom) }) : null,
    record.status === 'paused' && record.resumedFrom && record.resumedFrom > (record.pausedFrom ?? '')
      ? translate(`${R}.summary.resumes`, { date: formatPlanDate(record.resumedFrom) })
      : null,
    record.status === 'cancelled'
      ? translate(`${R}.summary.cancelled`, { date: formatPlanDate(record.cancelledFrom), reason: record.cancellationReason ?? '' })
      : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <Stack sx={{ gap: 0.5 }} data-testid="plan-summary">
      {lines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
    </Stack>
  );
}

function PlanDetails() {
  const record = useRecordContext<ServicePlanRecord>();
  const translate = useTranslate();
  const frequency = useFrequencyLabel();
  const dayName = useDayName();
  if (!record) return null;
  const f = (key: string) => translate(`${R}.fields.${key}`);
  const bins = [record.binTakeOut && translate(`${R}.bins.take_out`), record.binBringIn && translate(`${R}.bins.bring_in`)].filter(Boolean).join(', ');
  const names = record.dogNames.join(', ');
  const dogs = record.numberOfDogs && names ? `${record.numberOfDogs} (${names})` : record.numberOfDogs || names;
  return (
    <Card variant="outlined" component="section" aria-label={translate(`${R}.summary.title`)}>
      <CardHeader
        title={record.customerName ?? '—'}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<PlanStatusChip status={record.status} />}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <PlanSummary record={record} />
        <Stack sx={{ mt: 2 }}>
          <FactList
            label={translate(`${R}.summary.title`)}
            facts={[
              { label: f('address'), value: addressOf(record) },
              { label: f('frequency'), value: frequency(record.frequency) },
              { label: f('preferredDays'), value: record.preferredDays.length ? <PlanDays days={record.preferredDays} /> : '—' },
              { label: f('trashDay'), value: dayName(record.trashDay) },
              { label: f('bins'), value: bins || translate(`${R}.bins.none`) },
              { label: f('binTakeOutTiming'), value: bins ? translate(`${R}.timing.${record.binTakeOutTiming}`) : null },
              { label: f('located'), value: <LocatedText record={record} /> },
              { label: f('dogs'), value: dogs || null },
              { label: f('addOns'), value: record.addOns.length ? record.addOns.join(', ') : null },
              { label: f('notes'), value: record.notes },
              { label: f('startDate'), value: formatPlanDate(record.startDate) },
              { label: f('cancellationReason'), value: record.cancellationReason },
              {
                label: f('order'),
                value: <OrderLink orderId={record.orderId} />,
              },
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

function UpcomingVisits() {
  const record = useRecordContext<ServicePlanRecord>();
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<UpcomingVisit>(
    'visits',
    {
      filter: { plan_id: record?.id, date_gte: businessToday(), status: ['scheduled', 'assigned', 'missed'] },
      sort: { field: 'date', order: 'ASC' },
      pagination: { page: 1, perPage: 8 },
    },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;
  const title = translate(`${R}.upcoming.title`);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {isPending && <LinearProgress aria-label={title} />}
      {error && (
        <CardContent>
          <Alert severity="error">{(error as Error).message}</Alert>
        </CardContent>
      )}
      {data && data.length === 0 && (
        <CardContent sx={{ pt: 0 }}>
          <Typography color="text.secondary">{translate(`${R}.upcoming.empty`)}</Typography>
        </CardContent>
      )}
      {data && data.length > 0 && (
        <List sx={{ p: 0 }}>
          {data.map((visit) => (
            <ListItem key={visit.id} divider>
              <ListItemText
                primary={`${formatPlanDate(visit.date)} · ${translate(`${R}.upcoming.kinds.${visit.kind}`, { _: visit.kind })}`}
                secondary={[
                  visit.windowStart && visit.windowEnd ? `${visit.windowStart}–${visit.windowEnd}` : null,
                  translate(`${R}.upcoming.statuses.${visit.status}`, { _: visit.status }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}

function useEventLabel() {
  const translate = useTranslate();
  const frequency = useFrequencyLabel();
  const dayName = useDayName();
  return (event: PlanHistoryEvent): string => {
    const d = event.data ?? {};
    const type = event.eventType.replace(/\.v\d+$/, '');
    const address = d.address as { streetAddress?: string; city?: string; zipCode?: string } | undefined;
    // The photo rule reads as what it now is (issue 18: history in business language, never the event's name).
    const key = type === 'service-plan.photo-rule-changed' ? `${type}.${d.beforePhotos ? 'on' : 'off'}` : type;
    return translate(`${R}.history.events.${key}`, {
      _: type,
      frequency: frequency(String(d.frequency ?? '')),
      startDate: formatPlanDate(d.startDate as string),
      days: Array.isArray(d.preferredDays) && d.preferredDays.length ? (d.preferredDays as string[]).map((day) => dayName(day)).join(', ') : '—',
      trashDay: dayName(d.trashDay as string | null),
      address: address ? [address.streetAddress, address.city, address.zipCode].filter(Boolean).join(', ') : '',
      source: translate(`${R}.location.sources.${String(d.source ?? '')}`, { _: String(d.source ?? '') }),
      from: formatPlanDate(d.from as string),
      effectiveDate: formatPlanDate(d.effectiveDate as string),
      effectiveFrom: formatPlanDate(d.effectiveFrom as string),
      addOns: Array.isArray(d.addOns) && d.addOns.length ? (d.addOns as string[]).join(', ') : '—',
      reason: String(d.reason ?? ''),
    });
  };
}

function PlanHistory() {
  const record = useRecordContext<ServicePlanRecord>();
  const translate = useTranslate();
  const label = useEventLabel();
  if (!record?.history) return null;
  const title = translate(`${R}.history.title`);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <List component="ol" sx={{ p: 0 }}>
        {[...record.history].reverse().map((event) => (
          <ListItem key={event.id} component="li" divider>
            <ListItemText
              primary={label(event)}
              secondary={translate(`${R}.history.by`, { actor: event.actor ?? '—', when: formatBusinessTime(event.occurredAt) })}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

/** One plan: what it is in words, its next visits, what happened to it, and the staff actions. */
export function ServicePlanShow() {
  return (
    <Show actions={<PlanActions />} component="div" sx={{ minWidth: 0 }}>
      <Stack sx={{ gap: 2 }}>
        <PlanDetails />
        <UpcomingVisits />
        <PlanHistory />
      </Stack>
    </Show>
  );
}

/** The plan's order by its number (SCV-10427), as staff and the customer know it; the id only while the order loads. */
function OrderLink({ orderId }: { orderId: string }) {
  const createPath = useCreatePath();
  const { data } = useGetOne<{ id: string; order_number?: string | null }>('orders', { id: orderId });
  return <Link to={createPath({ resource: 'orders', id: orderId, type: 'show' })}>{data?.order_number ?? orderId}</Link>;
}
