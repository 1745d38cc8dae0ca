import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { BlogRecord } from './blog-types';
import { SavedNotice } from './SavedNotice';

/** Success with a link to the post, or the spec's failure sentence with the server's reason. */
export function useBlogSaveNotices(kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: (record: BlogRecord) => {
      notify(<SavedNotice message={`resources.blog.notify.${kind}`} slug={record.slug} />, { autoHideDuration: 10_000 });
      redirect('list', 'blog');
    },
    onError: (error: unknown) => {
      const failed = translate(`resources.blog.notify.${kind === 'created' ? 'create' : 'update'}_failed`);
      const reason = (error as Error)?.message;
      notify(reason ? `${failed}: ${reason}` : failed, { type: 'error' });
    },
  };
}
