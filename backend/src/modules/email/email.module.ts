import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ProjectionRegistry } from '../../event-store';
import { Database } from '../../platform/database/database';
import { EmailSender } from './email-sender.service';
import { EmailsAdminController } from './http/emails.admin.controller';
import { TestEmailAdminController } from './http/test-email.admin.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { EmailOutbox, eraseOutboxCopies } from './outbox/email-outbox.repository';
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
  ],
  exports: [EmailSender, EmailUnsubscribes],
})
export class EmailModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.registerEraser({ name: 'email_outbox', erase: eraseOutboxCopies });
  }
}
