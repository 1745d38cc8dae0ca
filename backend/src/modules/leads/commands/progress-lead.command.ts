import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, JsonObject, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Timers } from '../consumers/lead-timers';
import { LEAD_STREAM_DEFINITION, LeadStatus } from '../domain/lead';
import { ContactFieldType } from '../domain/lead.events';
import { armInactivity, decideLeadForHttp, LeadActor, leadMetadata } from './lead-actor';

export interface ProgressInput {
  step: string;
  formData: JsonObject;
  moveToInProgress: boolean;
  contactFieldUpdate: { fieldType: ContactFieldType; value: string } | null;
}

/** The visitor's progress on its own lead: without the lead's secret the lead is not found. */
export class ProgressLeadCommand extends Command<{ leadId: string; status: LeadStatus }> {
  constructor(
    readonly leadId: string,
    readonly leadToken: string | null,
    readonly input: ProgressInput,
    readonly context: LeadActor,
  ) {
    super();
  }
}

@CommandHandler(ProgressLeadCommand)
export class ProgressLeadHandler implements ICommandHandler<ProgressLeadCommand> {
  private readonly logger = new Logger('leads');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Timers) private readonly timers: Timers,
  ) {}

  async execute({ leadId, leadToken, input, context }: ProgressLeadCommand): Promise<{ leadId: string; status: LeadStatus }> {
    const leads = this.store.stream(LEAD_STREAM_DEFINITION);
    let armed: Promise<void> | null = null;
    const status = await withConcurrencyRetry(async () => {
      const lead = await leads.aggregate(leadId);
      const events = decideLeadForHttp({ type: 'progress', token: leadToken, ...input }, lead.state);
      // The visitor proved the lead theirs: its timer moves to 30 minutes on while the progress is recorded, not in three
      // Redis round trips after it. Should the recording fail, the lead's own times still rule: a timer that fires early
      // waits again, and the sweep expires a lead whose timer is late.
      armed ??= armInactivity(this.timers, this.logger, leadId, this.clock.now());
      await leads.append(leadId, lead.expected, events, { subjectId: lead.subjectId, metadata: leadMetadata(leadId, context) });
      return events.reduce(LEAD_STREAM_DEFINITION.evolve, lead.state).status;
    });
    await armed;
    return { leadId, status };
  }
}
