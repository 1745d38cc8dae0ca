import ArticleIcon from '@mui/icons-material/Article';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { RowActions } from '../common/RowActions';
import { EmptyState } from '../common/EmptyState';
import { LIST_FITS_SCREEN, WRAP_LONG_WORDS } from '../common/styles';
import { BlogDeleteButton } from './BlogDeleteButton';
import { RestoreFixedButton } from './RestoreFixedButton';
import { ViewButton } from './ViewButton';
import type { BlogRecord } from './blog-types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'draft', name: 'resources.blog.status.draft' },
      { id: 'published', name: 'resources.blog.status.published' },
    ]}
  />,
];

function StatusChip({ status }: { status: BlogRecord['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'published' ? 'success' : 'default'}
      variant={status === 'published' ? 'filled' : 'outlined'}
      label={translate(`resources.blog.status.${status}`)}
    />
  );
}

function Actions() {
  return (
    <RowActions>
      <ViewButton />
      <EditButton />
      <BlogDeleteButton redirect={false} />
    </RowActions>
  );
}

function BlogTable() {
  return (
    <DataTable<BlogRecord> bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="title">
        <FunctionField<BlogRecord> render={(r) => <strong>{r.title}</strong>} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <FunctionField<BlogRecord> render={(r) => <StatusChip status={r.status} />} />
      </DataTable.Col>
      <DataTable.Col source="published_date" />
      <DataTable.Col source="short_code">
        <FunctionField<BlogRecord> render={(r) => (r.short_code ? <code>/{r.short_code}</code> : '')} />
      </DataTable.Col>
      <DataTable.NumberCol source="clicks" disableSort />
      <DataTable.Col label="" disableSort>
        <Actions />
      </DataTable.Col>
    </DataTable>
  );
}

function BlogSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<BlogRecord>
      primaryText={(r) => r.title}
      secondaryText={(r) =>
        `${translate(`resources.blog.status.${r.status}`)}${r.published_date ? ` · ${r.published_date}` : ''}${r.short_code ? ` · /${r.short_code}` : ''}`
      }
      rowClick="edit"
      sx={WRAP_LONG_WORDS}
    />
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <RestoreFixedButton />
      <CreateButton label="resources.blog.actions.new_post" />
    </TopToolbar>
  );
}

/** Newest first as readers see it: by publication date (drafts, which have none, come first in PostgreSQL's descending order). */
export const BLOG_LIST_SORT = { field: 'published_date', order: 'DESC' } as const;

/** Blog management (spec 001 §2): View, Edit, Delete and New Post; a row opens the editor. */
export function BlogList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={BLOG_LIST_SORT}
      perPage={25}
      exporter={false}
      actions={<ListActions />}
      empty={
        <EmptyState icon={ArticleIcon} title="resources.blog.empty.title" explanation="resources.blog.empty.explanation">
          <CreateButton variant="contained" label="resources.blog.actions.new_post" sx={{ mt: 2 }} />
        </EmptyState>
      }
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? <BlogSimpleList /> : <BlogTable />}
    </List>
  );
}
