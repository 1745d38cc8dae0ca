import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import { sanitizeInstructions } from '../../pricing';
import { EmailDeliveryError, EmailTransportName } from '../domain/email-message';
import { EmailSender } from '../sender/email-sender.service';
import { escapeHtml } from '../templates';

export interface SendTestEmailResponse {
  success: true;
  transport: EmailTransportName;
  outboxId: string;
  messageId: string;
}

/** A failure of the mail server is the server's, not ours: 502 with what it said. */
export function badGateway(detail: string): Problem {
  return new Problem(HttpStatus.BAD_GATEWAY, 'E-mail Not Sent', detail, undefined, 'EMAIL_DELIVERY_FAILED');
}

/** The spec's send-email test page (spec 001 §6): one message right away; HTML or text, the other part derived. */
export class SendTestEmailCommand extends Command<SendTestEmailResponse> {
  constructor(
    readonly to: string,
    readonly subject: string,
    readonly html: string | undefined,
    readonly text: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(SendTestEmailCommand)
export class SendTestEmailHandler implements ICommandHandler<SendTestEmailCommand> {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  async execute(command: SendTestEmailCommand): Promise<SendTestEmailResponse> {
    const html = command.html || `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(command.text ?? '')}</pre>`;
    const text = command.text || sanitizeInstructions(html);
    try {
      const sent = await this.sender.send({ kind: 'test', to: command.to, subject: command.subject, html, text });
      if (sent.status !== 'sent') throw new Error(`A test e-mail was ${sent.status}`);
      return { success: true, transport: sent.transport, outboxId: sent.outboxId, messageId: sent.messageId };
    } catch (error) {
      if (error instanceof EmailDeliveryError) throw badGateway(error.message);
      throw error;
    }
  }
}
