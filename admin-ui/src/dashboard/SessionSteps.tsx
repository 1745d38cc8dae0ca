import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { JourneySession } from './dashboard-types';
import { EventIcon, eventTypeFallback, eventTypeKey } from './event-icons';

const timeOnly = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** One recent session: entry → exit at a glance, its steps (with an icon per event type) when opened. */
export function SessionSteps({ session }: { session: JourneySession }) {
  const translate = useTranslate();
  const more = session.stepCount - session.steps.length;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} data-testid="journey-session">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{translate('scv.dashboard.journeys.entry_page')}</strong> {session.entryPage} →{' '}
            <strong>{translate('scv.dashboard.journeys.exit_page')}</strong> {session.exitPage}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatBusinessTime(session.startedAt)} · {translate('scv.dashboard.journeys.steps', { smart_count: session.stepCount })} ·{' '}
            {translate('scv.dashboard.journeys.minutes', { minutes: session.minutes.toFixed(1) })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <List dense disablePadding component="ol">
          {session.steps.map((step, i) => (
            <ListItem key={i} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <EventIcon eventType={step.eventType} fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={translate(eventTypeKey(step.eventType), { _: eventTypeFallback(step.eventType) })}
                secondary={`${step.pageUrl} · ${timeOnly.format(new Date(step.at))}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        {more > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('scv.dashboard.journeys.more_steps', { count: more })}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
