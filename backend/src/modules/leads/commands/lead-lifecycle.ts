import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { PoolClient } from 'pg';
import { EventStore, JsonObject, NewEvent, PersonalDataVault, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database, Queryable } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { stripMarkup } from '../../pricing';
import {
  contactUpdateError,
  decideStart,
  foldLead,
  inactivityDueAt,
  isOpen,
  LEAD_INACTIVITY_MS,
  LeadHistory,
  LeadState,
  LeadStatus,
} from '../domain/lead';
import { AbandonReason, ContactFieldType, LEAD_STREAM, LeadStarted, leadStreamId } from '../domain/lead.events';
import { Timers } from '../timers/lead-timers';

export const INACTIVITY_TIMER = 'lead-inactivity';

export interface StartLeadInput {
  contactInfo: string;
  formData: JsonObject;
  sourcePage: string;
  referrer: string;
  userAgent: string;
  userSession: string;
  confirmExistingClient: boolean;
}

export interface LeadAnswer {
  leadId: string | null;
  status: 'created' | 'reused' | 'blocked';
  existingClient?: true;
}

export interface ProgressInput {
  step: string;
  formData: JsonObject;
  moveToInProgress: boolean;
  contactFieldUpdate: { fieldType: ContactFieldType; value: string } | null;
}

interface Actor {
  actor: string;
  requestId?: string | null;
}

export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  closed: 'This lead is already closed',
} as const;

/**
 * The lead lifecycle, enforced here and nowhere else (DESIGN §6): start (create, reuse or block), progress,
 * contact updates, abandonment (visitor, timer or staff) and conversion. Every change is an event on the
 * lead's stream; lead_tracking is projected in the same transaction.
 */
@Injectable()
export class LeadLifecycle {
  private readonly logger = new Logger('leads');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Timers) private readonly timers: Timers,
  ) {
    timers.on(INACTIVITY_TIMER, (leadId) => this.onInactivityTimer(leadId));
  }

  async start(input: StartLeadInput, context: Actor): Promise<LeadAnswer> {
    const email = input.contactInfo.trim().toLowerCase();
    const subjectId = this.vault.subjectIdFor(email);
    const answer = await this.db.transaction(async (client) => {
      // One decision at a time per person, so a double-fired create can't make two leads.
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`lead-start:${subjectId}`]);
      const now = this.clock.now();
      const decision = decideStart(await this.history(subjectId, client), now, input.confirmExistingClient);
      switch (decision.kind) {
        case 'reuse': {
          const version = await this.store.streamVersion(leadStreamId(decision.leadId), client);
          await this.store.append(
            leadStreamId(decision.leadId),
            LEAD_STREAM,
            version ?? 'any',
            [{ type: 'lead.reused', data: { sourcePage: input.sourcePage, formData: input.formData } }],
            { client, subjectId, metadata: { actor: context.actor, requestId: context.requestId ?? null, correlationId: decision.leadId } },
          );
          return { leadId: decision.leadId, status: 'reused' } as const;
        }
        case 'blocked':
          return { leadId: null, status: 'blocked' } as const;
        case 'confirm-existing-client':
          return { leadId: null, status: 'blocked', existingClient: true } as const;
        case 'create': {
          const leadId = randomUUID();
          const started: LeadStarted = {
            leadId,
            contactInfo: email,
            contactType: 'email',
            formType: 'quote',
            formData: input.formData,
            sourcePage: input.sourcePage,
            referrer: input.referrer || 'direct',
            userAgent: input.userAgent,
            userSession: input.userSession || 'anonymous',
            existingClient: decision.existingClient,
          };
          const events: NewEvent[] = [{ type: 'lead.started', data: { ...started } }];
          if (decision.existingClient) events.push({ type: 'lead.existing-client-confirmed', data: {} });
          await this.store.append(leadStreamId(leadId), LEAD_STREAM, 'no-stream', events, {
            client,
            subjectId,
            metadata: { actor: context.actor, requestId: context.requestId ?? null, correlationId: leadId },
          });
          return decision.existingClient ? ({ leadId, status: 'created', existingClient: true } as const) : ({ leadId, status: 'created' } as const);
        }
      }
    });
    if (answer.leadId) await this.armInactivity(answer.leadId, this.clock.now());
    return answer;
  }

  async progress(leadId: string, input: ProgressInput, context: Actor): Promise<{ leadId: string; status: LeadStatus }> {
    if (input.contactFieldUpdate) {
      const message = contactUpdateError(input.contactFieldUpdate.fieldType, input.contactFieldUpdate.value);
      if (message) throw Problem.validation({ 'contact_field_update.value': message });
    }
    const state = await withConcurrencyRetry(async () => {
      const { state, version } = await this.load(leadId);
      if (!isOpen(state.status)) throw closed(state.status);
      const events: NewEvent[] = [{ type: 'lead.progressed', data: { step: input.step, formData: input.formData } }];
      const update = input.contactFieldUpdate;
      if (update) {
        const value = update.fieldType === 'email' ? update.value.trim().toLowerCase() : stripMarkup(update.value).trim();
        if (value !== currentContact(state, update.fieldType)) events.push({ type: 'lead.contact-updated', data: { fieldType: update.fieldType, value } });
      }
      if (input.moveToInProgress && state.status === 'active') events.push({ type: 'lead.moved-to-in-progress', data: {} });
      await this.store.append(leadStreamId(leadId), LEAD_STREAM, version, events, {
        subjectId: await this.subjectOf(leadId),
        metadata: { actor: context.actor, requestId: context.requestId ?? null, correlationId: leadId },
      });
      return state;
    });
    await this.armInactivity(leadId, this.clock.now());
    return { leadId, status: input.moveToInProgress && state.status === 'active' ? 'in-progress' : state.status };
  }

  /** Idempotent: abandoning a lead that is already closed changes nothing and says what it is. */
  async abandon(leadId: string, reason: AbandonReason, lastFormData: JsonObject | null, context: Actor & { by?: string | null }): Promise<{ leadId: string; status: LeadStatus; changed: boolean }> {
    const result = await withConcurrencyRetry(async () => {
      const { state, version } = await this.load(leadId);
      if (!isOpen(state.status)) return { status: state.status, changed: false };
      await this.store.append(leadStreamId(leadId), LEAD_STREAM, version, [{ type: 'lead.abandoned', data: { reason, lastFormData, by: context.by ?? null } }], {
        subjectId: await this.subjectOf(leadId),
        metadata: { actor: context.actor, requestId: context.requestId ?? null, correlationId: leadId },
      });
      return { status: 'abandoned' as const, changed: true };
    });
    if (result.changed) await this.timers.cancel(INACTIVITY_TIMER, leadId).catch(() => undefined);
    return { leadId, ...result };
  }

  /**
   * Conversion from a paid order, inside the caller's transaction (the conversion consumer's, with its
   * checkpoint). A lead already converted stays as it is; an abandoned one converts, because the sale happened.
   */
  async convertInTransaction(leadId: string, order: { orderId: string; value: number; serviceType: 'subscription' | 'one-time'; customerName: string }, client: PoolClient, causationId: string): Promise<boolean> {
    const events = await this.store.readStream(leadStreamId(leadId), { client });
    if (!events.length) return false;
    const state = foldLead(events);
    if (state.status === 'converted') return false;
    await this.store.append(leadStreamId(leadId), LEAD_STREAM, events[events.length - 1].version, [{ type: 'lead.converted', data: { ...order } }], {
      client,
      subjectId: await this.subjectOf(leadId, client),
      metadata: { actor: 'system:payments', correlationId: leadId, causationId },
    });
    return true;
  }

  /** The newest open lead for this person from the last 24 h: the lead a paid order converts when it carried no lead id. */
  async openLeadFor(subjectId: string, client: Queryable): Promise<string | null> {
    const { rows } = await client.query<{ id: string }>(
      `select id from lead_tracking where subject_id = $1 and status in ('active', 'in-progress') and created_at > $2 order by created_at desc limit 1`,
      [subjectId, new Date(this.clock.now().getTime() - 24 * 3_600_000)],
    );
    return rows[0]?.id ?? null;
  }

  async cancelInactivity(leadId: string): Promise<void> {
    await this.timers.cancel(INACTIVITY_TIMER, leadId);
  }

  /** The inactivity timer fired: abandon if 30 minutes have really passed by the clock, else say when they will. */
  async onInactivityTimer(leadId: string): Promise<Date | null> {
    return withConcurrencyRetry(async () => {
      const { state, version } = await this.load(leadId).catch(() => ({ state: null, version: 0 }));
      if (!state || !isOpen(state.status)) return null;
      const dueAt = inactivityDueAt(state);
      if (dueAt && dueAt.getTime() > this.clock.now().getTime()) return dueAt;
      await this.store.append(leadStreamId(leadId), LEAD_STREAM, version, [{ type: 'lead.abandoned', data: { reason: 'inactivity', lastFormData: null, by: null } }], {
        subjectId: await this.subjectOf(leadId),
        metadata: { actor: 'system:inactivity-timer', correlationId: leadId },
      });
      return null;
    });
  }

  /** Belt and braces for timers Redis lost: abandons every open lead idle for 30 minutes by the clock. */
  async sweepIdleLeads(limit = 500): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - LEAD_INACTIVITY_MS);
    const idle = await this.db.query<{ id: string }>(
      `select id from lead_tracking where status in ('active', 'in-progress') and last_activity_at <= $1 order by last_activity_at limit $2`,
      [cutoff, limit],
    );
    let abandoned = 0;
    for (const { id } of idle) {
      try {
        if ((await this.onInactivityTimer(id)) === null) abandoned++;
      } catch (error) {
        this.logger.warn({ err: error, leadId: id }, 'idle lead sweep failed for one lead');
      }
    }
    return abandoned;
  }

  async load(leadId: string): Promise<{ state: LeadState; version: number }> {
    const events = await this.store.readStream(leadStreamId(leadId));
    if (!events.length) throw new Problem(HttpStatus.NOT_FOUND, LEAD_MESSAGES.notFound, LEAD_MESSAGES.notFound, undefined, 'LEAD_NOT_FOUND');
    return { state: foldLead(events), version: events[events.length - 1].version };
  }

  private async armInactivity(leadId: string, from: Date): Promise<void> {
    try {
      await this.timers.arm(INACTIVITY_TIMER, leadId, new Date(from.getTime() + LEAD_INACTIVITY_MS));
    } catch (error) {
      // The periodic sweep abandons the lead on time even without its timer.
      this.logger.warn({ err: error, leadId }, 'could not arm the inactivity timer');
    }
  }

  private async subjectOf(leadId: string, client: Queryable = this.db.pool): Promise<string | null> {
    const { rows } = await client.query<{ subject_id: string | null }>('select subject_id from es_streams where stream_id = $1', [leadStreamId(leadId)]);
    return rows[0]?.subject_id ?? null;
  }

  private async history(subjectId: string, client: Queryable): Promise<LeadHistory> {
    const { rows } = await client.query<{ id: string; status: LeadStatus; created_at: Date; abandoned_at: Date | null; last_abandoned_at: Date | null; is_customer: boolean }>(
      `select l.id, l.status, l.created_at, l.abandoned_at,
         (select max(abandoned_at) from lead_tracking where subject_id = $1) as last_abandoned_at,
         exists (select 1 from lead_tracking where subject_id = $1 and status = 'converted')
           or exists (select 1 from customer_orders where subject_id = $1 and payment_status = 'completed') as is_customer
       from (select 1) one left join lateral (
         select id, status, created_at, abandoned_at from lead_tracking where subject_id = $1 order by created_at desc limit 1
       ) l on true`,
      [subjectId],
    );
    const row = rows[0];
    return {
      latest: row?.id ? { id: row.id, status: row.status, createdAt: new Date(row.created_at), abandonedAt: row.abandoned_at } : null,
      lastAbandonedAt: row?.last_abandoned_at ? new Date(row.last_abandoned_at) : null,
      isCustomer: Boolean(row?.is_customer),
    };
  }
}

function closed(status: LeadStatus): Problem {
  return new Problem(HttpStatus.CONFLICT, LEAD_MESSAGES.closed, `This lead is ${status}; start a new one to keep tracking.`, undefined, 'LEAD_CLOSED');
}

function currentContact(state: LeadState, field: ContactFieldType): string | null {
  return field === 'email' ? state.contactInfo : field === 'name' ? state.contactName : state.contactPhone;
}
