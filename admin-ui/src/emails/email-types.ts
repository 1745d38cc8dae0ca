import type { RaRecord } from 'react-admin';

/** Every kind of message the product sends (backend email/domain/email-message.ts). */
export const EMAIL_KINDS = [
  'order-confirmation',
  'booking-confirmation',
  'data-deletion-confirmation',
  'data-deletion-received',
  'abandoned-quote',
  'sign-up-confirmation',
  'payment-reminder',
  'visit-report',
  'visit-skipped',
  'test',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ['sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface EmailRecord extends RaRecord<string> {
  kind: EmailKind;
  to_address: string;
  subject: string;
  transport: 'outbox' | 'smtp';
  status: EmailStatus;
  error: string | null;
  message_id: string;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/admin/emails/:id adds the rendered parts and what the server answered. */
export interface EmailDetail extends EmailRecord {
  html: string;
  text: string;
  provider_response: string | null;
  /** The event that caused the message. */
  event_id: string | null;
}
