import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { BlogRecord } from './blog-types';

/** Delete asks first and names the post; its short link goes with it. */
export function BlogDeleteButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  const notify = useNotify();
  const translate = useTranslate();
  const record = useRecordContext<BlogRecord>();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="blog"
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate('ra.message.delete_title', { name: translate('resources.blog.name', { smart_count: 1 }), recordRepresentation: record.title })}
      successMessage="resources.blog.notify.deleted"
      mutationOptions={{
        onSuccess: () => notify('resources.blog.notify.deleted', { type: 'success' }),
        onError: (error: unknown) => {
          const failed = translate('resources.blog.notify.delete_failed');
          notify((error as Error)?.message ? `${failed}: ${(error as Error).message}` : failed, { type: 'error' });
        },
      }}
    />
  );
}
