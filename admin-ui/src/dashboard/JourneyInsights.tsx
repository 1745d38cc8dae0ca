import RouteIcon from '@mui/icons-material/Route';
import { Box, Card, CardContent, LinearProgress, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { DEFAULT_JOURNEY_DAYS, JOURNEY_DAYS, type JourneyDays } from './dashboard-types';
import { SectionError } from './SectionError';
import { SessionSteps } from './SessionSteps';
import { TopPathsTable } from './TopPathsTable';
import { useDashboardJourneys } from './useDashboard';

/** Customer Journey Insights: 1 to 365 days, the top 10 paths and the last 50 sessions with their steps. */
export function JourneyInsights() {
  const translate = useTranslate();
  const [days, setDays] = useState<JourneyDays>(DEFAULT_JOURNEY_DAYS);
  const { data, isPending, isFetching, error, refetch } = useDashboardJourneys(days);
  return (
    <Box component="section" id="journeys" aria-labelledby="journeys-title" sx={{ scrollMarginTop: 64 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography id="journeys-title" component="h2" variant="h6">
            {translate('scv.dashboard.journeys.title')}
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {translate('scv.dashboard.journeys.window', { count: data.sessionsAnalysed })}
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_, value: JourneyDays | null) => value && setDays(value)}
          aria-label={translate('scv.dashboard.journeys.window_label')}
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
        >
          {JOURNEY_DAYS.map((d) => (
            <ToggleButton key={d} value={d} aria-label={translate('scv.dashboard.journeys.days', { smart_count: d })}>
              {translate('scv.dashboard.journeys.days_short', { smart_count: d })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error ? (
        <SectionError message="scv.dashboard.journeys.load_error" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : !data.sessions.length ? (
        <Card>
          <EmptyState icon={RouteIcon} title="scv.dashboard.journeys.title" explanation="scv.dashboard.journeys.empty" />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
          {isFetching && <LinearProgress sx={{ gridColumn: '1 / -1' }} />}
          <Card sx={{ minWidth: 0 }}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" gutterBottom>
                {translate('scv.dashboard.journeys.top_paths')}
              </Typography>
              <TopPathsTable paths={data.topPaths} />
            </CardContent>
          </Card>
          <Card sx={{ minWidth: 0 }}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" gutterBottom>
                {translate('scv.dashboard.journeys.recent_sessions')}
              </Typography>
              <Box sx={{ maxHeight: 560, overflowY: 'auto' }} data-testid="recent-sessions">
                {data.sessions.map((session) => (
                  <SessionSteps key={session.sessionId} session={session} />
                ))}
              </Box>
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}
