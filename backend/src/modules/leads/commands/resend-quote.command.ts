import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { EmailUnsubscribes } from '../../email';
import { LEAD_STREAM_DEFINITION } from '../domain/lead';
import { decideLeadForHttp, LeadActor, leadMetadata } from './lead-actor';

export interface ResendQuoteResult {
  leadId: string;
  /** False when this click was already recorded (a retried request): nothing more was sent. */
  sent: boolean;
  resentAt: string | null;
}

/** Staff resend the lead's quote e-mail (issue 18 §17): lead.quote-resent, which the follow-up relay turns into the e-mail. */
export class ResendQuoteCommand extends Command<ResendQuoteResult> {
  constructor(
    readonly leadId: string,
    readonly clickId: string,
    readonly context: LeadActor & { by: string },
  ) {
    super();
  }
}

@CommandHandler(ResendQuoteCommand)
export class ResendQuoteHandler implements ICommandHandler<ResendQuoteCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ leadId, clickId, context }: ResendQuoteCommand): Promise<ResendQuoteResult> {
    const leads = this.store.stream(LEAD_STREAM_DEFINITION);
    return withConcurrencyRetry(async () => {
      const lead = await leads.aggregate(leadId);
      const unsubscribed = lead.state.contactInfo ? await this.unsubscribes.isUnsubscribed(lead.state.contactInfo) : false;
      const events = decideLeadForHttp({ type: 'resend-quote', by: context.by, clickId, unsubscribed, now: this.clock.now() }, lead.state);
      if (!events.length) return { leadId, sent: false, resentAt: lead.state.quoteResentAt };
      await leads.append(leadId, lead.expected, events, { subjectId: lead.subjectId, metadata: leadMetadata(leadId, context) });
      return { leadId, sent: true, resentAt: this.clock.now().toISOString() };
    });
  }
}
