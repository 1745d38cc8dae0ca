import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AffiliateLinkRecord } from './affiliate-link-types';

export function AffiliateLinkDeleteButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  const notify = useNotify();
  const translate = useTranslate();
  const record = useRecordContext<AffiliateLinkRecord>();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      mutationMode="pessimistic"
      redirect={redirect}
      mutationOptions={{
        onSuccess: () => notify('resources.affiliate-links.notify.deleted', { type: 'success' }),
        onError: (error: unknown) => {
          const failed = translate('resources.affiliate-links.notify.delete_failed');
          notify((error as Error)?.message ? `${failed}: ${(error as Error).message}` : failed, { type: 'error' });
        },
      }}
    />
  );
}
