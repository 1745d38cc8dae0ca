import { formatBusinessTime } from '../common/dates';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The fields of a text that its status chip reads. */
export interface SmsStatusFields {
  status: 'queued' | 'held' | 'sent' | 'failed' | 'suppressed';
  reason: string | null;
  error: string | null;
  send_after: string | null;
}

/**
 * What a text's status chip says after the status: when a held text goes, the provider's last refusal of a text that
 * failed or is waiting to try again (a queued text with an error: a refusal it will retry, or Twilio's "too many
 * requests" it waits out), or why it was not sent.
 */
export function smsStatusDetail(record: SmsStatusFields, translate: Translate): string | null {
  if (record.status === 'held' && record.send_after) return translate('resources.sms-messages.heldUntil', { time: formatBusinessTime(record.send_after) });
  if (record.status === 'failed') return record.error;
  if (record.status === 'queued' && record.error) return translate('resources.sms-messages.retrying', { error: record.error });
  return record.reason;
}
