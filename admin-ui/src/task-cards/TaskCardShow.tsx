import { Box, Card, CardContent, CardHeader, Chip, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime, localizeTimestamps } from '../common/dates';
import { FactList } from '../common/FactList';
import { parseCardDescription } from './card-description';
import type { TaskCardDetail } from './task-card-types';

function CardDescription({ description }: { description: string }) {
  const translate = useTranslate();
  const lines = parseCardDescription(description);
  const facts = lines.flatMap((line) => (line.kind === 'fact' ? [{ label: line.label, value: localizeTimestamps(line.value) }] : []));
  const notes = lines.flatMap((line) => (line.kind === 'text' ? [localizeTimestamps(line.text)] : []));
  if (!lines.length) return <Typography color="text.secondary">{translate('resources.task-cards.no_description')}</Typography>;
  return (
    <>
      <FactList facts={facts} label={translate('resources.task-cards.fields.description')} />
      {notes.map((note, index) => (
        <Typography key={index} variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      ))}
    </>
  );
}

function TaskCardDetails() {
  const record = useRecordContext<TaskCardDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const contact = [record.contact_name, record.contact_email, record.contact_phone].filter(Boolean).join(' · ');
  const commentsTitle = translate('resources.task-cards.fields.comments');
  // react-admin first shows the board's row (no description, no comments) while the card itself loads.
  const loaded = record.description !== undefined && Array.isArray(record.comments);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Card variant="outlined" component="section" aria-label={record.title}>
        <CardHeader
          title={record.title}
          slotProps={{ title: { component: 'h2', variant: 'h6', sx: { overflowWrap: 'anywhere' } }, subheader: { sx: { overflowWrap: 'anywhere' } } }}
          subheader={contact || undefined}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Chip size="small" color="primary" variant="outlined" label={record.list} />
            {record.archived && <Chip size="small" label={translate('resources.task-cards.archived')} />}
          </Box>
          {loaded ? <CardDescription description={record.description} /> : <LinearProgress />}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {translate('resources.task-cards.times', {
              created: formatBusinessTime(record.created_at),
              updated: formatBusinessTime(record.updated_at),
            })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={commentsTitle}>
        <CardHeader title={commentsTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        {!loaded ? (
          <LinearProgress sx={{ mx: 2, mb: 2 }} />
        ) : record.comments.length === 0 ? (
          <CardContent sx={{ pt: 0 }}>
            <Typography color="text.secondary">{translate('resources.task-cards.no_comments')}</Typography>
          </CardContent>
        ) : (
          <List sx={{ pt: 0 }}>
            {record.comments.map((comment) => (
              <ListItem key={comment.id} divider>
                <ListItemText
                  primary={comment.text}
                  secondary={<time dateTime={comment.created_at}>{formatBusinessTime(comment.created_at)}</time>}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </Box>
  );
}

function TaskCardShowActions() {
  return (
    <TopToolbar>
      <ListButton label="resources.task-cards.actions.back_to_board" />
    </TopToolbar>
  );
}

export function TaskCardShow() {
  return (
    <Show actions={<TaskCardShowActions />} component="div" sx={{ minWidth: 0 }}>
      <TaskCardDetails />
    </Show>
  );
}
