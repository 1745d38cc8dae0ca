import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, LinearProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { businessToday } from '../calendar/calendar-dates';
import { formatClock, weekStartOf } from './schedule-dates';
import { SCHEDULE_PATH } from './schedule-paths';
import { VisitFacts } from './VisitPanel';
import { FreeReturnForm, ResendReportButton, VisitHistory, VisitOutcome, VisitPhotos, visitDay } from './VisitProof';
import { STATUS_COLOURS } from './VisitBlock';
import { useScoopers, useVisitRecord } from './useSchedule';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /admin/schedule/visits/:id: one visit's page: who, where, when; the proof (outcome, times, scooper, skip reason,
 * photos by kind, click to enlarge); Resend report and Free return visit; and the visit's history.
 */
export function VisitPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const record = useVisitRecord(id || null);
  const scoopers = useScoopers();
  const today = businessToday();
  const visit = record.data?.visit;
  const back = `${basename}${SCHEDULE_PATH}${visit?.date ? `?${new URLSearchParams({ week: weekStartOf(visit.date), day: visit.date, view: 'day' }).toString()}` : ''}`;
  const t = (key: string) => translate(`scv.schedule.proof.${key}`);

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0, maxWidth: 1100, contain: 'inline-size' }}>
      <Title title="scv.schedule.proof.page_title" />
      <Button component={Link} to={back} size="small" variant="outlined" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate('scv.schedule.route.back')}
      </Button>
      {record.isPending ? (
        <LinearProgress aria-label={t('page_title')} />
      ) : record.isError || !visit ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void record.refetch()}>
              {translate('scv.schedule.route.retry')}
            </Button>
          }
        >
          {record.error instanceof Error && record.error.message ? record.error.message : t('load_error')}
        </Alert>
      ) : (
        <>
          <Typography variant="overline" component="p" sx={{ display: 'block', color: STATUS_COLOURS[visit.status].text, fontWeight: 700 }}>
            {translate(`scv.schedule.kinds.${visit.kind}`)} · {translate(`scv.schedule.statuses.${visit.status}`)}
            {visit.returnOf ? ` · ${t('free_return')}` : ''}
          </Typography>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {visit.customerName || visit.address || visit.id}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {visitDay(visit)}
            {visit.window.start ? ` · ${formatClock(visit.window.start)} – ${formatClock(visit.window.end)}` : ''}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Section title={t('proof_title')}>
                <VisitOutcome visit={visit} scoopers={scoopers.data ?? []} />
                {!visit.finishedAt && !visit.startedAt && !visit.onTheWayAt && (
                  <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('no_outcome')}</Typography>
                )}
                <Divider sx={{ my: 1.5 }} />
                <VisitPhotos photos={visit.photos} />
              </Section>
              <Section title={t('details_title')}>
                <VisitFacts visit={visit} scoopers={scoopers.data ?? []} />
              </Section>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              {(visit.status === 'completed' || visit.status === 'skipped' || visit.status === 'missed') && (
                <Section title={t('actions_title')}>
                  <Box sx={{ display: 'grid', gap: 2 }}>
                    <ResendReportButton visit={visit} />
                    <FreeReturnForm visit={visit} scoopers={scoopers.data ?? []} today={today} />
                  </Box>
                </Section>
              )}
              <Section title={t('history')}>
                <VisitHistory history={record.data.history} scoopers={scoopers.data ?? []} />
              </Section>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
