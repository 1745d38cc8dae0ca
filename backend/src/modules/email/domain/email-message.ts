/** Every kind of message the product sends; the outbox and the admin filter by it. */
export const EMAIL_KINDS = [
  'order-confirmation',
  'booking-confirmation',
  'data-deletion-confirmation',
  'data-deletion-received',
  'abandoned-quote',
  'sign-up-confirmation',
  'account-sign-in',
  'payment-reminder',
  'visit-report',
  'visit-skipped',
  'test',
] as const;

export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Kinds a recipient can opt out of; the rest are transactional and always go. */
export const UNSUBSCRIBABLE_KINDS: readonly EmailKind[] = ['abandoned-quote'];

export function isUnsubscribable(kind: EmailKind): boolean {
  return UNSUBSCRIBABLE_KINDS.includes(kind);
}

/** A subject is one header line: line breaks (and the spaces around them) become one space. */
export function singleLineSubject(subject: string): string {
  return subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** Programming errors, not delivery failures: an address with line breaks would be header injection. */
export function assertSendable(message: EmailMessage): void {
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(message.to.trim())) throw new Error(`Not a single e-mail address: ${JSON.stringify(message.to)}`);
  if (!message.html && !message.text) throw new Error('An e-mail needs an HTML or a text part');
  if (message.unsubscribeUrl && !/^https?:\/\//.test(message.unsubscribeUrl)) throw new Error('unsubscribeUrl must be an http(s) URL');
}

export type EmailTransportName = 'outbox' | 'smtp';

export interface EmailMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The person the message is about, so erasure can find it. */
  subjectId?: string | null;
  /** The event that caused it: makes the Message-ID deterministic and a retried job idempotent. */
  eventId?: string | null;
  /** Becomes the List-Unsubscribe header (with one-click, RFC 8058). */
  unsubscribeUrl?: string | null;
}

/** What send() answers: a recorded delivery, or a message not sent because its recipient unsubscribed. */
export type SentEmail = RecordedEmail | SkippedEmail;

export interface RecordedEmail {
  status: 'sent' | 'failed';
  outboxId: string;
  transport: EmailTransportName;
  messageId: string;
  error?: string;
}

export interface SkippedEmail {
  status: 'skipped';
  outboxId: null;
  transport: EmailTransportName;
  messageId: null;
  reason: 'unsubscribed';
}

/** A message a transport hands to the wire: the message plus the headers the sender decided. */
export interface OutgoingEmail extends EmailMessage {
  from: string;
  messageId: string;
}

/** Thrown by send() when the transport failed; the 'failed' row is already recorded, so a job may retry. */
export class EmailDeliveryError extends Error {
  constructor(
    readonly sent: RecordedEmail & { status: 'failed'; error: string },
    /** The server answered with a refusal (a reply code), as opposed to being unreachable. */
    readonly refused: boolean,
  ) {
    super(sent.error);
    this.name = 'EmailDeliveryError';
  }
}
