import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { isOpenLead, type LeadRecord } from './lead-types';

/** Staff close an open lead (recorded as abandoned, reason "staff"), after a confirmation. */
export function CloseLeadButton() {
  const record = useRecordContext<LeadRecord>();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (leadId: string) => dataProvider.abandonLead(leadId),
    onSuccess: (answer) => {
      setOpen(false);
      notify(answer.changed ? 'resources.leads.close.done' : 'resources.leads.close.unchanged', { type: answer.changed ? 'success' : 'info' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!record || !isOpenLead(record.status)) return null;

  return (
    <>
      <Button label="resources.leads.actions.close" onClick={() => setOpen(true)} color="warning">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.leads.close.title"
        content="resources.leads.close.content"
        contentTranslateOptions={{ contact: record.contact_info }}
        confirm="resources.leads.actions.close"
        confirmColor="warning"
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
