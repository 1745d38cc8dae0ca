import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DataDeletionRequestRecord } from './data-deletion-request-types';

/** Erase personal data: shreds the person's vault key and purges every copy; recorded on the request. */
export function EraseButton() {
  const record = useRecordContext<DataDeletionRequestRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const erase = useMutation({
    mutationFn: (id: string) => dataProvider.erasePersonalData(id),
    onSuccess: (answer) => {
      notify('resources.data-deletion-requests.erase.done', { type: 'success', messageArgs: { smart_count: answer.erased_streams.length } });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || record.erased_at) return null;
  return (
    <>
      <Button
        label="resources.data-deletion-requests.erase.action"
        color="error"
        disabled={erase.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="resources.data-deletion-requests.erase.title"
        content={translate('resources.data-deletion-requests.erase.content', { name: record.full_name, email: record.email })}
        confirm="resources.data-deletion-requests.erase.confirm"
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          erase.mutate(String(record.id));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
