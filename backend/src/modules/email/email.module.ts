import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ProjectionRegistry } from '../../event-store';
import { Database } from '../../platform/database/database';
import { SendTestEmailHandler } from './commands/send-test-email.command';
import { UnsubscribeHandler } from './commands/unsubscribe.command';
import { VerifyEmailTransportHandler } from './commands/verify-email-transport.command';
import { EmailSender } from './sender/email-sender.service';
import { EmailsAdminController } from './http/emails.admin.controller';
import { TestEmailAdminController } from './http/test-email.admin.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { EmailOutbox, eraseOutboxCopies } from './outbox/email-outbox.repository';
import { GetEmailHandler } from './queries/get-email.query';
import { GetEmailTransportHandler } from './queries/get-email-transport.query';
import { IsUnsubscribeLinkGenuineHandler } from './queries/unsubscribe-link.query';
import { EmailTransport } from './transports/email-transport';
import { OutboxTransport } from './transports/outbox.transport';
import { SmtpTransport } from './transports/smtp.transport';
import { EmailUnsubscribes } from './unsubscribe/email-unsubscribes.service';

/** DESIGN.md §7: SMTP when SMTP_URL is set, the built-in outbox otherwise (the start-up banner says which). */
export function chooseEmailTransport(config: AppConfig, db: Database): EmailTransport {
  return config.env.SMTP_URL ? new SmtpTransport(config.env.SMTP_URL) : new OutboxTransport(db);
}

/** E-mail: the port other modules send through (EmailSender), the unsubscribe list, and the outbox in the admin. */
@Module({
  controllers: [EmailsAdminController, TestEmailAdminController, UnsubscribeController],
  providers: [
    { provide: EmailTransport, inject: [AppConfig, Database], useFactory: chooseEmailTransport },
    EmailOutbox,
    EmailUnsubscribes,
    EmailSender,
    SendTestEmailHandler,
    VerifyEmailTransportHandler,
    UnsubscribeHandler,
    GetEmailHandler,
    GetEmailTransportHandler,
    IsUnsubscribeLinkGenuineHandler,
  ],
  exports: [EmailSender, EmailUnsubscribes],
})
export class EmailModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerEraser({ name: 'email_outbox', erase: eraseOutboxCopies });
  }
}
