import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { PersonalDataVault } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import {
  assertSendable,
  EmailDeliveryError,
  EmailMessage,
  EmailTransportName,
  isUnsubscribable,
  OutgoingEmail,
  SentEmail,
  singleLineSubject,
} from '../domain/email-message';
import { messageIdFor } from '../domain/message-id';
import { EmailOutbox } from '../outbox/email-outbox.repository';
import { EmailTransport, TransportFailure, TransportReceipt } from '../transports/email-transport';
import { EmailUnsubscribes } from '../unsubscribe/email-unsubscribes.service';

/** "SCV Scoopers" <support@…>, unless EMAIL_FROM says otherwise. */
export function senderAddress(config: AppConfig): string {
  if (config.env.EMAIL_FROM) return config.env.EMAIL_FROM;
  const name = config.business.name.replace(/[\\"]/g, (c) => `\\${c}`);
  return `"${name}" <${config.business.supportEmail}>`;
}

/**
 * The e-mail port every module sends through. Each message is recorded in email_outbox, whichever transport
 * carries it. A failure records a 'failed' row and throws, so the calling job retries with backoff; the retry
 * reuses the row and the Message-ID, and a message already sent for an event is never sent again.
 */
@Injectable()
export class EmailSender implements OnModuleDestroy {
  private readonly from: string;

  constructor(
    @Inject(EmailTransport) private readonly transport: EmailTransport,
    @Inject(EmailOutbox) private readonly outbox: EmailOutbox,
    @Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    this.from = senderAddress(config);
  }

  describe(): string {
    return this.transport.describe();
  }

  transportName(): EmailTransportName {
    return this.transport.name;
  }

  verify(): Promise<void> {
    return this.transport.verify();
  }

  async send(message: EmailMessage): Promise<SentEmail> {
    assertSendable(message);
    const unsubscribable = isUnsubscribable(message.kind);
    if (unsubscribable && (await this.unsubscribes.isUnsubscribed(message.to))) {
      return { status: 'skipped', outboxId: null, transport: this.transport.name, messageId: null, reason: 'unsubscribed' };
    }
    if (message.eventId) {
      const earlier = await this.outbox.findForEvent(message.eventId, message.kind);
      if (earlier?.status === 'sent') return { status: 'sent', outboxId: earlier.id, transport: earlier.transport, messageId: earlier.messageId };
    }
    const email: OutgoingEmail = {
      ...message,
      // A message people may opt out of always says how, whether or not the caller thought of it.
      unsubscribeUrl: message.unsubscribeUrl ?? (unsubscribable ? this.unsubscribes.urlFor(message.to) : null),
      to: message.to.trim(),
      subject: singleLineSubject(message.subject),
      from: this.from,
      messageId: messageIdFor(this.config.publicUrl, message.eventId, message.kind),
    };
    // Every message names its person, so erasure finds it even when the caller had no subject id at hand.
    const subjectId = message.subjectId ?? this.vault.subjectIdFor(email.to);
    const transport = this.transport.name;
    let receipt: TransportReceipt;
    try {
      receipt = await this.transport.deliver(email);
    } catch (cause) {
      const failure = cause instanceof TransportFailure ? cause : new TransportFailure((cause as Error)?.message ?? String(cause), false);
      const at = this.clock.now();
      const outboxId = await this.outbox.record(email, {
        transport,
        status: 'failed',
        error: failure.message,
        providerResponse: failure.response,
        subjectId,
        at,
      });
      throw new EmailDeliveryError({ status: 'failed', outboxId, transport, messageId: email.messageId, error: failure.message }, failure.refused);
    }
    const at = this.clock.now();
    const outboxId = await this.outbox.record(email, { transport, status: 'sent', error: null, providerResponse: receipt.response, subjectId, at });
    return { status: 'sent', outboxId, transport, messageId: email.messageId };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
