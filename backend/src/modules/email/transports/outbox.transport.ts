import { Database } from '../../../platform/database/database';
import { EmailTransport, TransportReceipt } from './email-transport';

/** The built-in default: delivers nowhere; the email_outbox row the sender writes is the delivery, read in the admin. */
export class OutboxTransport extends EmailTransport {
  readonly name = 'outbox' as const;

  constructor(private readonly db: Database) {
    super();
  }

  describe(): string {
    return 'built-in outbox (set SMTP_URL for SMTP)';
  }

  async deliver(): Promise<TransportReceipt> {
    return { response: null };
  }

  async verify(): Promise<void> {
    await this.db.query('select 1 from email_outbox limit 1');
  }
}
