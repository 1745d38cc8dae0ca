import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { LeadRecord } from './lead-types';

/**
 * Staff resend the lead's quote e-mail (issue 18 §17). One click is one id, so a retried request sends nothing more;
 * the server refuses customers, unsubscribed addresses, leads without a quote and a second send within 10 minutes.
 */
export function ResendQuoteButton() {
  const record = useRecordContext<LeadRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const clickId = useRef<string | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ leadId, click }: { leadId: string; click: string }) => dataProvider.resendQuote(leadId, click),
    onSuccess: (answer) => {
      notify(answer.sent ? 'resources.leads.resend.done' : 'resources.leads.resend.unchanged', {
        type: answer.sent ? 'success' : 'info',
        messageArgs: { contact: record?.contact_info ?? '' },
      });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => {
      clickId.current = null;
    },
  });
  if (!record || record.status === 'converted' || !record.contact_info) return null;
  return (
    <Button
      label="resources.leads.actions.resend_quote"
      disabled={isPending}
      onClick={() => {
        clickId.current ??= crypto.randomUUID();
        mutate({ leadId: record.id, click: clickId.current });
      }}
    >
      <ForwardToInboxIcon />
    </Button>
  );
}
