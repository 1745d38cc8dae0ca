import { Inject, Injectable } from '@nestjs/common';
import { ERASED } from '../../../event-store';
import { Database, Queryable } from '../../../platform/database/database';
import type { EmailKind, EmailTransportName, OutgoingEmail } from '../domain/email-message';

export interface OutboxRecord {
  transport: EmailTransportName;
  status: 'sent' | 'failed';
  error: string | null;
  providerResponse: string | null;
  subjectId: string;
  at: Date;
}

export interface StoredDelivery {
  id: string;
  transport: EmailTransportName;
  messageId: string;
  status: 'sent' | 'failed';
}

/** email_outbox: one row per message, through either adapter; one row per (event, kind) however often a job retries. */
@Injectable()
export class EmailOutbox {
  constructor(@Inject(Database) private readonly db: Database) {}

  async findForEvent(eventId: string, kind: EmailKind): Promise<StoredDelivery | null> {
    const [row] = await this.db.query<{ id: string; transport: EmailTransportName; message_id: string; status: 'sent' | 'failed' }>(
      'select id, transport, message_id, status from email_outbox where event_id = $1 and kind = $2',
      [eventId, kind],
    );
    return row ? { id: row.id, transport: row.transport, messageId: row.message_id, status: row.status } : null;
  }

  /**
   * Writes the attempt. For an event's message a later attempt updates the earlier failed row; a row that
   * says 'sent' is never overwritten. Returns the row's id.
   */
  async record(email: OutgoingEmail, outcome: OutboxRecord): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `insert into email_outbox (kind, to_address, subject, html, text, transport, status, error, message_id, provider_response,
                                 subject_id, event_id, created_at, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (event_id, kind) where event_id is not null do update set
         to_address = excluded.to_address, subject = excluded.subject, html = excluded.html, text = excluded.text,
         transport = excluded.transport, status = excluded.status, error = excluded.error, message_id = excluded.message_id,
         provider_response = excluded.provider_response, subject_id = excluded.subject_id, sent_at = excluded.sent_at
       where email_outbox.status <> 'sent'
       returning id`,
      [
        email.kind,
        email.to,
        email.subject,
        email.html,
        email.text,
        outcome.transport,
        outcome.status,
        outcome.error,
        email.messageId,
        outcome.providerResponse,
        outcome.subjectId,
        email.eventId ?? null,
        outcome.at,
        outcome.status === 'sent' ? outcome.at : null,
      ],
    );
    if (rows[0]) return rows[0].id;
    // Another attempt for the same event already recorded a sent row; that row stands.
    const existing = await this.findForEvent(email.eventId as string, email.kind);
    if (!existing) throw new Error(`email_outbox row for event ${email.eventId} (${email.kind}) vanished`);
    return existing.id;
  }
}

/** Erasure (DESIGN.md §4): the person's copies in the outbox become [erased]; the fact that a message went stays. */
export async function eraseOutboxCopies(subjectId: string, client: Queryable): Promise<void> {
  await client.query(
    `update email_outbox set to_address = $2, subject = $2, html = $2, text = $2,
       error = case when error is null then null else $2 end,
       provider_response = case when provider_response is null then null else $2 end
     where subject_id = $1`,
    [subjectId, ERASED],
  );
}
