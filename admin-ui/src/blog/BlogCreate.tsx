import { Create, SimpleForm } from 'react-admin';
import type { BlogRecord } from './blog-types';
import { toArticleInput } from './blog-types';
import { BlogInputs } from './BlogInputs';
import { useBlogSaveNotices } from './use-blog-save-notices';

/** New post (lazy-loaded): the server gives it its slug and short code. */
export default function BlogCreate() {
  const notices = useBlogSaveNotices('created');
  return (
    <Create<BlogRecord> resource="blog" transform={toArticleInput} mutationOptions={notices} redirect={false}>
      <SimpleForm warnWhenUnsavedChanges>
        <BlogInputs />
      </SimpleForm>
    </Create>
  );
}
