import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { Clock } from '../../platform/clock';
import { Database, Queryable } from '../../platform/database/database';
import { localDateTime } from '../../platform/time/local-time';
import { DelayedError, Job } from 'bullmq';
import { JobQueues, JobRateLimited } from '../../platform/jobs/job-queues';
import { businessInstant } from '../service';
import { e164, mayTextNow, quietHoursEnd, SmsKind } from './domain/sms-rules';
import { SmsRateLimited, SmsSender } from './domain/sms-sender';

interface PendingRow {
  id: string;
  send_after: Date | null;
}

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

/** The BullMQ queue every text goes through: one job per sms_outbox row (job id = the row's id). */
export const SMS_QUEUE = 'sms-send';

export interface SmsJobData {
  messageId: string;
}

/** What one send job did with its text. */
export type SmsSendOutcome = 'sent' | 'already-done' | 'suppressed';

/**
 * Texts to customers (issue 16), kept in sms_outbox: queued in the caller's transaction when they may go (a number,
 * opted in, no STOP), held until morning in quiet hours, otherwise kept as suppressed with the reason. After commit
 * each queued or held text becomes one BullMQ job keyed by its row id (a held one delayed to the end of quiet hours),
 * retried with exponential back-off; a text whose attempts run out shows as failed, its job in the failed-jobs page.
 */
@Injectable()
export class SmsOutbox {
  private readonly logger = new Logger('SmsOutbox');

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(SmsSender) private readonly sender: SmsSender,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(JobQueues) private readonly jobs: JobQueues,
  ) {}

  async queue(request: TextRequest, client: Queryable): Promise<void> {
    const to = e164(request.phone);
    if (!to) return;
    const now = this.clock.now();
    const stopped = await client.query<{ opted_out: boolean }>(`select opted_out from sms_preferences where phone = $1`, [to]);
    const { timeZone } = this.config.business;
    const localNow = localDateTime(timeZone, now);
    const reason = !request.optedIn ? 'not opted in' : stopped.rows[0]?.opted_out ? 'replied STOP' : null;
    const quietUntil =
      !reason && !mayTextNow(request.kind, localNow.slice(11), this.config.env.SMS_QUIET_HOURS)
        ? quietHoursEnd(localNow, this.config.env.SMS_QUIET_HOURS)
        : null;
    const status = reason ? 'suppressed' : quietUntil ? 'held' : 'queued';
    await client.query(
      `insert into sms_outbox (event_id, kind, to_number, body, status, reason, transport, visit_id, subject_id, created_at, send_after)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (event_id) do nothing`,
      [
        request.eventId,
        request.kind,
        to,
        request.body,
        status,
        reason ?? (quietUntil ? 'quiet hours' : null),
        this.sender.transport,
        request.visitId,
        request.subjectId,
        now,
        quietUntil ? businessInstant(quietUntil.date, quietUntil.time, timeZone) : null,
      ],
    );
  }

  /** Enqueues the queued and held texts of these events (after their transaction committed): one job per text. */
  async deliver(eventIds: string[]): Promise<void> {
    if (!eventIds.length) return;
    const rows = await this.db.query<PendingRow>(`select id, send_after from sms_outbox where event_id = any($1::uuid[]) and status in ('queued', 'held')`, [
      eventIds,
    ]);
    await this.enqueue(rows);
  }

  /**
   * Enqueues every text still waiting (a crash between commit and enqueue, or Redis lost its jobs): the job id is the
   * text's id, so a text whose job still exists is not queued twice. Answers how many it looked at.
   */
  async enqueuePending(): Promise<number> {
    const rows = await this.db.query<PendingRow>(`select id, send_after from sms_outbox where status in ('queued', 'held') order by created_at limit 1000`);
    await this.enqueue(rows);
    return rows.length;
  }

  private async enqueue(rows: PendingRow[]): Promise<void> {
    if (!rows.length) return;
    const now = this.clock.now().getTime();
    const attempts = this.config.env.SMS_SEND_ATTEMPTS;
    await this.jobs.queue<SmsJobData>(SMS_QUEUE).addBulk(
      rows.map((row) => ({
        name: 'send-text',
        data: { messageId: row.id },
        opts: {
          jobId: row.id,
          delay: row.send_after ? Math.max(0, row.send_after.getTime() - now) : 0,
          attempts,
          backoff: { type: 'exponential', delay: this.config.env.JOB_BACKOFF_MS },
          removeOnComplete: { age: 24 * 3600, count: 5000 },
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      })),
    );
  }

  /**
   * One send job: sends the text unless it went already or the number said STOP meanwhile. A held text whose job ran
   * early (Redis time and the business clock disagree) waits again. A failure is kept on the row and rethrown for
   * BullMQ to retry; the last attempt marks it failed. Twilio's "too many requests" spends no attempt: the queue waits.
   */
  async runJob(job: Job<SmsJobData>, token?: string): Promise<SmsSendOutcome> {
    const [row] = await this.db.query<{ id: string; to_number: string; body: string; status: string; send_after: Date | null }>(
      `select id, to_number, body, status, send_after from sms_outbox where id = $1`,
      [job.data.messageId],
    );
    if (!row || (row.status !== 'queued' && row.status !== 'held')) return 'already-done';
    const now = this.clock.now();
    if (row.status === 'held' && row.send_after && row.send_after > now && token) {
      await job.moveToDelayed(Date.now() + (row.send_after.getTime() - now.getTime()), token);
      throw new DelayedError();
    }
    const [preference] = await this.db.query<{ opted_out: boolean }>(`select opted_out from sms_preferences where phone = $1`, [row.to_number]);
    if (preference?.opted_out) {
      await this.db.query(`update sms_outbox set status = 'suppressed', reason = 'replied STOP' where id = $1 and status in ('queued', 'held')`, [row.id]);
      return 'suppressed';
    }
    try {
      const { providerId } = await this.sender.send(row.to_number, row.body);
      await this.db.query(`update sms_outbox set status = 'sent', sent_at = $2, provider_id = $3, error = null, attempts = attempts + 1 where id = $1`, [
        row.id,
        this.clock.now(),
        providerId,
      ]);
      return 'sent';
    } catch (error) {
      // Twilio asked us to slow down: the queue waits and the text keeps its attempts (the reason shows on the row meanwhile).
      // A limit that never lifts ends as failures do, once the job has been sent back too often.
      if (error instanceof SmsRateLimited && this.jobs.sendsBack(SMS_QUEUE, job)) {
        await this.db.query(`update sms_outbox set error = $2 where id = $1 and status in ('queued', 'held')`, [row.id, error.message.slice(0, 500)]);
        throw JobRateLimited.retryAfter(error.retryAfterSeconds, this.config.env.JOB_BACKOFF_MS, error);
      }
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn(`Text ${row.id} failed (attempt ${job.attemptsMade + 1}): ${(error as Error).message}`);
      await this.db.query(`update sms_outbox set status = $3, error = $2, attempts = attempts + 1 where id = $1`, [
        row.id,
        (error as Error).message.slice(0, 500),
        final ? 'failed' : 'queued',
      ]);
      throw error;
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
