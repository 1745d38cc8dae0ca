import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PoolClient } from 'pg';
import { Aggregate, ERASED, EventStore, JsonObject, PersonalDataVault } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { CustomerOrders, paidOrderExistsSql } from '../../orders';
import { Timers } from '../consumers/lead-timers';
import { decideLead, initialLeadState, LEAD_STREAM_DEFINITION, LeadStartBlocked, LeadState } from '../domain/lead';
import { LeadEvent } from '../domain/lead.events';
import { hashLeadToken } from '../domain/lead-token';
import { armInactivity, LeadActor, leadMetadata } from './lead-actor';
import { newLeadToken } from './lead-token';

export interface StartLeadInput {
  contactInfo: string;
  formData: JsonObject;
  sourcePage: string;
  referrer: string;
  userAgent: string;
  userSession: string;
  confirmExistingClient: boolean;
  /** The lead (and its secret) this browser already holds for the e-mail, if it says it holds one. */
  presented: LeadCredentials | null;
  /** The e-mail of the signed-in account making the request, if any. */
  signedInEmail: string | null;
}

export interface LeadCredentials {
  leadId: string;
  token: string;
}

export interface LeadAnswer {
  leadId: string | null;
  /** The lead's secret, for the starting browser only: progress, abandon and the abandoned cart need it. */
  leadToken?: string;
  status: 'created' | 'reused' | 'blocked';
  existingClient?: true;
}

/**
 * Create, reuse or block (DESIGN §6). The caller learns only about its own lead (the one whose secret it
 * presents) and, when it proves it is that customer, that the e-mail has bought: a signed-in account with
 * this e-mail, or the secret of a lead of this e-mail that it paid for or confirmed as the client. Everyone
 * else gets a fresh lead and the same answer whether or not the e-mail has leads or is a customer.
 */
export class StartLeadCommand extends Command<LeadAnswer> {
  constructor(
    readonly input: StartLeadInput,
    readonly context: LeadActor,
  ) {
    super();
  }
}

/** The lock of lockAndAskIfCustomer ($1), taken before its questions about the person ($2; $3 marks erased rows). */
const LOCK_AND_ASK_IF_CUSTOMER_SQL = `select exists (select 1 from lead_tracking where subject_id = $2 and contact_info <> $3 and status = 'converted')
    or ${paidOrderExistsSql('$2', '$3')} as customer
  from (select pg_advisory_xact_lock(hashtext($1))) as locked`;

@CommandHandler(StartLeadCommand)
export class StartLeadHandler implements ICommandHandler<StartLeadCommand> {
  private readonly logger = new Logger('leads');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Timers) private readonly timers: Timers,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ input, context }: StartLeadCommand): Promise<LeadAnswer> {
    const email = input.contactInfo.trim().toLowerCase();
    const subjectId = this.vault.subjectIdFor(email);
    const leads = this.store.stream(LEAD_STREAM_DEFINITION);
    let answer: LeadAnswer;
    /** A created lead's inactivity timer, armed while its commit is on the way (below). */
    let armed: Promise<void> | null = null;
    try {
      answer = await this.db.transaction(async (client): Promise<LeadAnswer> => {
        // One decision at a time per person, so a double-fired create can't make two leads. The browser's own lead is
        // read right behind the lock (the client pipelines), so the server reads it after the lock is granted, on a
        // snapshot taken then; whether the person is a customer is asked by the lock's own statement (below). The
        // person's vault key, which sealing the lead's first event needs, is made or read meanwhile on a connection of
        // its own, instead of after the lock, in a round trip of its own.
        const [isCustomer, own] = await Promise.all([
          this.lockAndAskIfCustomer(subjectId, client),
          this.ownLead(input.presented, subjectId, client),
          this.vault.prepare(subjectId),
        ]);
        const leadId = randomUUID();
        const leadToken = newLeadToken();
        const events = decideLead(
          {
            type: 'start',
            leadId,
            tokenHash: hashLeadToken(leadToken),
            presentedToken: input.presented?.token ?? null,
            contactInfo: email,
            formData: input.formData,
            sourcePage: input.sourcePage,
            referrer: input.referrer,
            userAgent: input.userAgent,
            userSession: input.userSession,
            confirmExistingClient: input.confirmExistingClient,
            isCustomer,
            signedInAsContact: input.signedInEmail?.trim().toLowerCase() === email,
            ownOrderCarriedLead: own.carried,
            now: this.clock.now(),
          },
          own.lead.state,
        );
        if (events[0].type === 'lead.reused') {
          const ownId = input.presented!.leadId;
          await leads.append(ownId, own.lead.expected, events, { client, subjectId, metadata: leadMetadata(ownId, context) });
          return { leadId: ownId, leadToken: input.presented?.token, status: 'reused' };
        }
        await leads.append(leadId, 'no-stream', events, { client, subjectId, metadata: leadMetadata(leadId, context) });
        // The new lead's timer goes to Redis as the commit goes to PostgreSQL, not a round trip after it. Should the
        // commit fail, the timer fires in 30 minutes on a lead that does not exist, and expiring that does nothing.
        armed = armInactivity(this.timers, this.logger, leadId, this.clock.now(), true);
        return events.some((e) => e.type === 'lead.existing-client-confirmed')
          ? { leadId, leadToken, status: 'created', existingClient: true }
          : { leadId, leadToken, status: 'created' };
      });
    } catch (error) {
      if (!(error instanceof LeadStartBlocked)) throw error;
      return error.reason === 'existing-client' ? { leadId: null, status: 'blocked', existingClient: true } : { leadId: null, status: 'blocked' };
    }
    if (armed) await armed;
    else if (answer.leadId) await armInactivity(this.timers, this.logger, answer.leadId, this.clock.now());
    return answer;
  }

  /**
   * The lead whose secret the browser says it holds, when it is this e-mail's (else the initial state); and
   * whether the paid order that converted it carried its id.
   */
  private async ownLead(
    presented: LeadCredentials | null,
    subjectId: string,
    client: PoolClient,
  ): Promise<{ lead: Pick<Aggregate<LeadState, LeadEvent>, 'state' | 'expected'>; carried: boolean }> {
    const none = { lead: { state: initialLeadState(), expected: 'no-stream' as const }, carried: false };
    if (!presented || !isUuid(presented.leadId)) return none;
    const lead = await this.store.stream(LEAD_STREAM_DEFINITION).aggregate(presented.leadId, { client });
    if (!lead.exists || lead.subjectId !== subjectId) return none;
    const { status, orderId } = lead.state;
    const carried = status === 'converted' && orderId !== null && (await this.orders.paidOrderCarriesLead(orderId, presented.leadId, client));
    return { lead, carried };
  }

  /**
   * Takes the person's lead-start lock, and answers whether they are a customer: a converted lead of theirs, or a paid
   * order (erased ones not counted). One statement, whose snapshot may be older than the lock: the lock orders lead
   * starts, and no lead start converts a lead or pays an order, so waiting for another start changes nothing it reads.
   */
  private async lockAndAskIfCustomer(subjectId: string, client: PoolClient): Promise<boolean> {
    const { rows } = await client.query<{ customer: boolean }>(LOCK_AND_ASK_IF_CUSTOMER_SQL, [`lead-start:${subjectId}`, subjectId, ERASED]);
    return rows[0].customer;
  }
}
