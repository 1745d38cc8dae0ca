import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { Clock } from '../../platform/clock';
import { Database, Queryable } from '../../platform/database/database';
import { localDateTime } from '../../platform/time/local-time';
import { e164, mayTextNow, SmsKind } from './domain/sms-rules';
import { SmsSender } from './domain/sms-sender';

export interface TextRequest {
  /** The event the text answers: one text per event, however often it is handled. */
  eventId: string;
  kind: SmsKind;
  phone: string | null;
  optedIn: boolean;
  body: string;
  visitId: string | null;
  subjectId: string | null;
}

/**
 * Texts to customers (issue 16), kept in sms_outbox: queued in the caller's transaction when they may go (a number,
 * opted in, no STOP, not in quiet hours), otherwise kept as suppressed with the reason; delivered after commit.
 */
@Injectable()
export class SmsOutbox {
  private readonly logger = new Logger('SmsOutbox');

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(SmsSender) private readonly sender: SmsSender,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async queue(request: TextRequest, client: Queryable): Promise<void> {
    const to = e164(request.phone);
    if (!to) return;
    const now = this.clock.now();
    const stopped = await client.query<{ opted_out: boolean }>(`select opted_out from sms_preferences where phone = $1`, [to]);
    const localTime = localDateTime(this.config.business.timeZone, now).slice(11);
    const reason = !request.optedIn
      ? 'not opted in'
      : stopped.rows[0]?.opted_out
        ? 'replied STOP'
        : !mayTextNow(request.kind, localTime, this.config.env.SMS_QUIET_HOURS)
          ? 'quiet hours'
          : null;
    await client.query(
      `insert into sms_outbox (event_id, kind, to_number, body, status, reason, transport, visit_id, subject_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (event_id) do nothing`,
      [
        request.eventId,
        request.kind,
        to,
        request.body,
        reason ? 'suppressed' : 'queued',
        reason,
        this.sender.transport,
        request.visitId,
        request.subjectId,
        now,
      ],
    );
  }

  /** Sends the queued texts of these events (after their transaction committed); a failure is kept on the row. */
  async deliver(eventIds: string[]): Promise<void> {
    if (!eventIds.length) return;
    const rows = await this.db.query<{ id: string; to_number: string; body: string }>(
      `select id, to_number, body from sms_outbox where event_id = any($1::uuid[]) and status = 'queued'`,
      [eventIds],
    );
    for (const row of rows) {
      // Claim the row first, so two runners never send the same text.
      const claimed = await this.db.query(`update sms_outbox set status = 'sent', sent_at = $2 where id = $1 and status = 'queued' returning id`, [
        row.id,
        this.clock.now(),
      ]);
      if (!claimed.length) continue;
      try {
        const { providerId } = await this.sender.send(row.to_number, row.body);
        await this.db.query(`update sms_outbox set provider_id = $2 where id = $1`, [row.id, providerId]);
      } catch (error) {
        this.logger.warn(`Text ${row.id} failed: ${(error as Error).message}`);
        await this.db.query(`update sms_outbox set status = 'failed', sent_at = null, error = $2 where id = $1`, [
          row.id,
          (error as Error).message.slice(0, 500),
        ]);
      }
    }
  }

  /** What a number said last (STOP or START), recorded at once. */
  async recordKeyword(phone: string, keyword: 'stop' | 'start'): Promise<void> {
    await this.db.query(
      `insert into sms_preferences (phone, opted_out, keyword, updated_at) values ($1, $2, $3, $4)
       on conflict (phone) do update set opted_out = excluded.opted_out, keyword = excluded.keyword, updated_at = excluded.updated_at`,
      [phone, keyword === 'stop', keyword.toUpperCase(), this.clock.now()],
    );
  }
}
