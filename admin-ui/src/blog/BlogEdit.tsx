import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { BlogDeleteButton } from './BlogDeleteButton';
import { ViewButton } from './ViewButton';
import type { BlogRecord } from './blog-types';
import { toArticleInput } from './blog-types';
import { BlogInputs } from './BlogInputs';
import { BlogTitle } from './BlogTitle';
import { useBlogSaveNotices } from './use-blog-save-notices';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SaveButton />
        <ViewButton />
      </Box>
      <BlogDeleteButton />
    </Toolbar>
  );
}

/** The blog editor (lazy-loaded): /admin/blog/:id and the spec's /admin/blog/edit/:id. */
export default function BlogEdit({ id }: { id?: string }) {
  const notices = useBlogSaveNotices('updated');
  return (
    <Edit<BlogRecord>
      resource="blog"
      id={id}
      mutationMode="pessimistic"
      transform={toArticleInput}
      mutationOptions={notices}
      title={<BlogTitle />}
      redirect={false}
    >
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <BlogInputs />
      </SimpleForm>
    </Edit>
  );
}
