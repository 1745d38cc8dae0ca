import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmailSender } from '../sender/email-sender.service';
import { EmailTransportView } from '../queries/get-email-transport.query';
import { TransportFailure } from '../transports/email-transport';
import { badGateway } from './send-test-email.command';

/** Connects to the SMTP server (or checks the outbox) without sending; a refusal is the server's (502). */
export class VerifyEmailTransportCommand extends Command<EmailTransportView & { success: true }> {}

@CommandHandler(VerifyEmailTransportCommand)
export class VerifyEmailTransportHandler implements ICommandHandler<VerifyEmailTransportCommand> {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  async execute(): Promise<EmailTransportView & { success: true }> {
    try {
      await this.sender.verify();
    } catch (error) {
      if (error instanceof TransportFailure) throw badGateway(error.message);
      throw error;
    }
    return { success: true, transport: this.sender.transportName(), description: this.sender.describe() };
  }
}
