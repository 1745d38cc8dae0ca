import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { BlogRecord } from './blog-types';
import { SavedNotice } from './SavedNotice';

/** Spec 001 §2: after saving, the editor goes to the post's public page. */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A published post goes to its page after saving; a draft back to the list with a notice; or the spec's failure sentence with the server's reason. */
export function useBlogSaveNotices(kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: (record: BlogRecord) => {
      if (record.status === 'published') {
        // /blog/{slug} belongs to the public site, outside the admin's router: a full page load.
        window.location.assign(blogPostPath(record.slug));
        return;
      }
      // A draft has no public page yet: back to the list, with the notice's link for a preview.
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
