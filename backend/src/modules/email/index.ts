export { EmailModule } from './email.module';
export { EmailSender } from './sender/email-sender.service';
export { eraseOutboxCopies } from './outbox/email-outbox.repository';
export { EmailUnsubscribes, UNSUBSCRIBE_PATH } from './unsubscribe/email-unsubscribes.service';
export {
  EMAIL_KINDS,
  EmailDeliveryError,
  type EmailKind,
  type EmailMessage,
  type EmailTransportName,
  type RecordedEmail,
  type SentEmail,
  type SkippedEmail,
} from './domain/email-message';
export * from './templates';
export { linkPage, type LinkPage } from './http/link-page';
export { SentMessages, type SentMessageView } from './queries/sent-messages.view';
