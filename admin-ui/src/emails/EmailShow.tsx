import { Box, Card, CardContent, CardHeader, LinearProgress, Link } from '@mui/material';
import { LinkBase, ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { FactList } from '../common/FactList';
import type { EmailDetail } from './email-types';
import { EmailStatusChip } from './EmailStatusChip';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

function EmailFacts() {
  const record = useRecordContext<EmailDetail>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const label = (field: string) => translate(`resources.emails.fields.${field}`);
  return (
    <Card variant="outlined" component="section" aria-label={label('facts')}>
      <CardHeader
        title={record.subject}
        slotProps={{ title: { component: 'h2', variant: 'h6', sx: { overflowWrap: 'anywhere' } }, subheader: { sx: { overflowWrap: 'anywhere' } } }}
        subheader={record.to_address}
        action={<EmailStatusChip status={record.status} />}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 }, '& .MuiCardHeader-content': { minWidth: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <FactList
          label={label('facts')}
          facts={[
            { label: label('kind'), value: translate(`resources.emails.kinds.${record.kind}`, { _: record.kind }) },
            { label: label('transport'), value: record.transport },
            { label: label('created_at'), value: formatBusinessTime(record.created_at) },
            { label: label('sent_at'), value: formatBusinessTime(record.sent_at) },
            { label: label('error'), value: record.error },
            { label: label('message_id'), value: <span style={MONO}>{record.message_id}</span> },
            { label: label('provider_response'), value: record.provider_response && <span style={MONO}>{record.provider_response}</span> },
            {
              label: label('event_id'),
              value: record.event_id && (
                <Link component={LinkBase} to={createPath({ resource: 'events', id: record.event_id, type: 'show' })} sx={MONO}>
                  {record.event_id}
                </Link>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** The HTML part in an iframe with every sandbox restriction: no scripts, no forms, no navigation, an opaque origin. */
function EmailBody() {
  const record = useRecordContext<EmailDetail>();
  const translate = useTranslate();
  if (!record) return null;
  // react-admin first shows the list's row (no parts) while the message itself loads.
  if (record.html === undefined) return <LinearProgress />;
  const htmlTitle = translate('resources.emails.fields.html');
  const textTitle = translate('resources.emails.fields.text');
  return (
    <>
      <Card variant="outlined" component="section" aria-label={htmlTitle}>
        <CardHeader title={htmlTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <Box
          component="iframe"
          title={translate('resources.emails.rendered', { subject: record.subject })}
          sandbox=""
          srcDoc={record.html}
          sx={{ display: 'block', width: '100%', height: 560, border: 0, borderTop: 1, borderColor: 'divider', bgcolor: 'common.white' }}
        />
      </Card>
      <Card variant="outlined" component="section" aria-label={textTitle}>
        <CardHeader title={textTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Box
            component="pre"
            tabIndex={0}
            sx={{
              ...MONO,
              m: 0,
              p: 1.5,
              bgcolor: 'grey.100',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 420,
              overflow: 'auto',
            }}
          >
            {record.text}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

function EmailShowActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

export function EmailShow() {
  return (
    <Show actions={<EmailShowActions />} component="div" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <EmailFacts />
        <EmailBody />
      </Box>
    </Show>
  );
}
