import ShortTextIcon from '@mui/icons-material/ShortText';
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FunctionField, List, SearchInput, useNotify, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { RecordCards } from '../common/RecordCards';
import { EmptyState } from '../common/EmptyState';
import { LIST_FITS_SCREEN } from '../common/styles';
import type { ShortUrlRecord } from './short-url-types';
import { ShortUrlActions } from './ShortUrlActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const url = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } as const;

function Title({ record }: { record: ShortUrlRecord }) {
  const translate = useTranslate();
  return (
    <>
      {record.articleTitle}
      {record.status !== 'published' && (
        <Typography component="span" variant="caption" color="text.secondary">
          {' '}
          ({translate('resources.short-urls.draft')})
        </Typography>
      )}
    </>
  );
}

function ShortUrlTable() {
  return (
    <DataTable<ShortUrlRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="shortCode">
        <FunctionField<ShortUrlRecord> render={(r) => <strong style={{ fontFamily: 'monospace', fontSize: 15 }}>{r.shortCode}</strong>} />
      </DataTable.Col>
      <DataTable.Col source="articleTitle">
        <FunctionField<ShortUrlRecord> render={(r) => <Title record={r} />} />
      </DataTable.Col>
      <DataTable.Col source="userUrl" disableSort>
        <FunctionField<ShortUrlRecord>
          render={(r) => (
            <Box component="span" sx={{ ...url, whiteSpace: 'nowrap' }}>
              {r.userUrl}
            </Box>
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="socialUrl" disableSort>
        <FunctionField<ShortUrlRecord>
          render={(r) => (
            <Box component="span" sx={url}>
              {r.socialUrl}
            </Box>
          )}
        />
      </DataTable.Col>
      <DataTable.NumberCol source="clicks" />
      <DataTable.Col source="createdAt">
        <FunctionField<ShortUrlRecord> render={(r) => formatBusinessTime(r.createdAt)} />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <ShortUrlActions />
      </DataTable.Col>
    </DataTable>
  );
}

function ShortUrlCards() {
  const translate = useTranslate();
  return (
    <RecordCards<ShortUrlRecord>>
      {(record) => (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Title record={record} />
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{record.shortCode}</Typography>
          </Stack>
          <Typography variant="body2" sx={url}>
            {record.userUrl}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={url}>
            {record.socialUrl}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.short-urls.fields.clicks')}: {record.clicks} · {formatBusinessTime(record.createdAt)}
          </Typography>
          <Box sx={{ mt: 1, ml: -1 }}>
            <ShortUrlActions />
          </Box>
        </>
      )}
    </RecordCards>
  );
}

/** Short URL analytics (spec 001 §2): code, post title, user URL, social URL, clicks, created, copy and open. */
export function ShortUrlList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const notify = useNotify();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      queryOptions={{ onError: () => notify('resources.short-urls.load_failed', { type: 'error' }) }}
      empty={<EmptyState icon={ShortTextIcon} title="resources.short-urls.empty.title" explanation="resources.short-urls.empty.explanation" />}
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <ShortUrlCards /> : <ShortUrlTable />}
    </List>
  );
}
