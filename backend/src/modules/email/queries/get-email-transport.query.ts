import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EmailTransportName } from '../domain/email-message';
import { EmailSender } from '../sender/email-sender.service';

export interface EmailTransportView {
  transport: EmailTransportName;
  description: string;
}

/** Which e-mail adapter is live, for the send-email test page. */
export class GetEmailTransportQuery extends Query<EmailTransportView> {}

@QueryHandler(GetEmailTransportQuery)
export class GetEmailTransportHandler implements IQueryHandler<GetEmailTransportQuery> {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  async execute(): Promise<EmailTransportView> {
    return { transport: this.sender.transportName(), description: this.sender.describe() };
  }
}
