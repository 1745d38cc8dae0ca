import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { EmailSummary, SUMMARY_COLUMNS, toEmailSummary } from './email-row';

export interface EmailDetail extends EmailSummary {
  html: string;
  text: string;
  provider_response: string | null;
  event_id: string | null;
}

/** One message with its rendered parts; an id that is not a uuid simply names no message. */
export class GetEmailQuery extends Query<EmailDetail> {
  constructor(readonly emailId: string) {
    super();
  }
}

@QueryHandler(GetEmailQuery)
export class GetEmailHandler implements IQueryHandler<GetEmailQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ emailId }: GetEmailQuery): Promise<EmailDetail> {
    const [row] = isUuid(emailId)
      ? await this.db.query(`select ${SUMMARY_COLUMNS}, html, text, provider_response, event_id from email_outbox where id = $1`, [emailId])
      : [];
    if (!row) throw new Problem(404, 'Not Found', 'This e-mail does not exist.', undefined, 'NOT_FOUND');
    return {
      ...toEmailSummary(row),
      html: String(row.html),
      text: String(row.text),
      provider_response: (row.provider_response as string | null) ?? null,
      event_id: (row.event_id as string | null) ?? null,
    };
  }
}
