import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, JsonObject, withConcurrencyRetry } from '../../../event-store';
import { INACTIVITY_TIMER, Timers } from '../consumers/lead-timers';
import { AbandonLead, LEAD_STREAM_DEFINITION, LeadStatus } from '../domain/lead';
import { AbandonReason } from '../domain/lead.events';
import { decideLeadForHttp, LeadActor, leadMetadata } from './lead-actor';

export interface AbandonLeadResult {
  leadId: string;
  status: LeadStatus;
  changed: boolean;
}

/**
 * The visitor's page went away (its own lead: without the secret the lead is not found), or staff close a
 * lead. Idempotent: abandoning a lead that is already closed changes nothing and says what it is.
 */
export class AbandonLeadCommand extends Command<AbandonLeadResult> {
  constructor(
    readonly leadId: string,
    readonly reason: AbandonReason,
    readonly lastFormData: JsonObject | null,
    readonly owner: AbandonLead['owner'],
    readonly context: LeadActor & { by?: string | null },
  ) {
    super();
  }
}

@CommandHandler(AbandonLeadCommand)
export class AbandonLeadHandler implements ICommandHandler<AbandonLeadCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Timers) private readonly timers: Timers,
  ) {}

  async execute({ leadId, reason, lastFormData, owner, context }: AbandonLeadCommand): Promise<AbandonLeadResult> {
    const leads = this.store.stream(LEAD_STREAM_DEFINITION);
    const result = await withConcurrencyRetry(async () => {
      const lead = await leads.aggregate(leadId);
      const events = decideLeadForHttp({ type: 'abandon', reason, lastFormData, by: context.by ?? null, owner }, lead.state);
      if (!events.length) return { status: lead.state.status, changed: false };
      await leads.append(leadId, lead.expected, events, { subjectId: lead.subjectId, metadata: leadMetadata(leadId, context) });
      return { status: 'abandoned' as const, changed: true };
    });
    if (result.changed) await this.timers.cancel(INACTIVITY_TIMER, leadId).catch(() => undefined);
    return { leadId, ...result };
  }
}
