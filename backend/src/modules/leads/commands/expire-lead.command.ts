import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { decideLead, inactivityDueAt, isOpen, LEAD_STREAM_DEFINITION } from '../domain/lead';

/**
 * The inactivity timer (or the sweep) fired: abandon if 30 minutes have really passed by the clock. Answers
 * null when done (abandoned, closed or unknown), else the time the lead will be due.
 */
export class ExpireLeadCommand extends Command<Date | null> {
  constructor(readonly leadId: string) {
    super();
  }
}

@CommandHandler(ExpireLeadCommand)
export class ExpireLeadHandler implements ICommandHandler<ExpireLeadCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ leadId }: ExpireLeadCommand): Promise<Date | null> {
    const leads = this.store.stream(LEAD_STREAM_DEFINITION);
    return withConcurrencyRetry(async () => {
      const lead = await leads.aggregate(leadId).catch(() => null);
      if (!lead) return null;
      const events = decideLead({ type: 'expire', now: this.clock.now() }, lead.state);
      if (!events.length) return lead.state.exists && isOpen(lead.state.status) ? inactivityDueAt(lead.state) : null;
      await leads.append(leadId, lead.expected, events, { subjectId: lead.subjectId, metadata: { actor: 'system:inactivity-timer', correlationId: leadId } });
      return null;
    });
  }
}
