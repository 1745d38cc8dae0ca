import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, FunctionField, List, SearchInput, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { RecordCards } from '../common/RecordCards';
import { RowActions } from '../common/RowActions';
import { EmptyState } from '../common/EmptyState';
import { LIST_FITS_SCREEN } from '../common/styles';
import { previewHref, type AffiliateLinkRecord } from './affiliate-link-types';
import { ActiveSwitch } from './ActiveSwitch';
import { AffiliateLinkDeleteButton } from './AffiliateLinkDeleteButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function PreviewButton() {
  const record = useRecordContext<AffiliateLinkRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} href={previewHref(record)} target="_blank" rel="sponsored noopener" onClick={(e) => e.stopPropagation()}>
      {translate('resources.affiliate-links.actions.preview')}
    </Button>
  );
}

function LinkActions() {
  return (
    <RowActions>
      <PreviewButton />
      <EditButton />
      <AffiliateLinkDeleteButton redirect={false} />
    </RowActions>
  );
}

function AffiliateTable() {
  return (
    <DataTable<AffiliateLinkRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="phrase">
        <FunctionField<AffiliateLinkRecord> render={(r) => <strong>{r.phrase}</strong>} />
      </DataTable.Col>
      <DataTable.Col source="affiliate_url">
        <FunctionField<AffiliateLinkRecord> render={(r) => <code style={{ whiteSpace: 'nowrap' }}>{r.affiliate_url}</code>} />
      </DataTable.Col>
      <DataTable.Col source="search_term" />
      <DataTable.Col source="is_active">
        <ActiveSwitch />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <FunctionField<AffiliateLinkRecord> render={(r) => formatBusinessTime(r.created_at)} />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <LinkActions />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones: one card per link with the switch and the actions at hand. */
function AffiliateCards() {
  const translate = useTranslate();
  return (
    <RecordCards<AffiliateLinkRecord>>
      {(record) => (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{record.phrase}</Typography>
            <ActiveSwitch />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('resources.affiliate-links.fields.search_term')}: {record.search_term} · {translate('resources.affiliate-links.fields.affiliate_url')}:{' '}
            {record.affiliate_url}
          </Typography>
          <Box sx={{ mt: 1, ml: -1 }}>
            <LinkActions />
          </Box>
        </>
      )}
    </RecordCards>
  );
}

/** Affiliate links (spec 001 §2 admin): list with an active switch, add, edit, delete. */
export function AffiliateLinkList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const notify = useNotify();
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      queryOptions={{ onError: () => notify('resources.affiliate-links.notify.load_failed', { type: 'error' }) }}
      empty={
        <EmptyState icon={LinkIcon} title="resources.affiliate-links.empty.title" explanation="resources.affiliate-links.empty.explanation">
          <CreateButton variant="contained" sx={{ mt: 2 }} />
        </EmptyState>
      }
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <AffiliateCards /> : <AffiliateTable />}
    </List>
  );
}
