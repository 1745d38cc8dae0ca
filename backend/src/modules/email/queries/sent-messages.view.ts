import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';

export interface SentMessageView {
  id: string;
  kind: string;
  subject: string;
  sentAt: Date;
}

/** The messages sent to one address, newest first: the customer's account lists them (sign-in links left out). */
@Injectable()
export class SentMessages {
  constructor(@Inject(Database) private readonly db: Database) {}

  async to(address: string, limit = 50): Promise<SentMessageView[]> {
    const { rows } = await this.db.pool.query<SentMessageView>(
      `select id, kind, subject, coalesce(sent_at, created_at) as "sentAt" from email_outbox
       where lower(to_address) = lower($1) and status = 'sent' and kind <> 'account-sign-in'
       order by created_at desc limit $2`,
      [address, limit],
    );
    return rows;
  }
}
