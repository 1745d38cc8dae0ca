import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { isUuid } from '../../../platform/http/request';
import { businessInstant } from '../domain/business-instant';
import { decideVisit, VISIT_STREAM_DEFINITION, VisitRejected } from '../domain/visit';
import { VISIT_MESSAGES } from '../service.messages';
import { asProblem, ServiceActor } from './service-actor';

/** The customer skips one of their own upcoming visits (issue 17); `orderIds` are the orders their account holds. */
export class CustomerSkipVisitCommand extends Command<{ message: string }> {
  constructor(
    readonly visitId: string,
    readonly orderIds: readonly string[],
    readonly context: ServiceActor,
  ) {
    super();
  }
}

/** How many hours from `now` until the visit's window opens, in business time. */
export function hoursUntil(date: string, windowStart: string, now: Date, timeZone: string): number {
  return (businessInstant(date, windowStart, timeZone).getTime() - now.getTime()) / 3_600_000;
}

@CommandHandler(CustomerSkipVisitCommand)
export class CustomerSkipVisitHandler implements ICommandHandler<CustomerSkipVisitCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ visitId, orderIds, context }: CustomerSkipVisitCommand): Promise<{ message: string }> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const visits = this.store.stream(VISIT_STREAM_DEFINITION);
      const visit = await visits.aggregate(visitId);
      const scheduled = visit.state.visit;
      // Someone else's visit is as unknown as a made-up id.
      if (!scheduled || !orderIds.includes(scheduled.orderId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const hoursAhead = hoursUntil(scheduled.date, scheduled.window.start, this.clock.now(), this.config.business.timeZone);
      const events = decideVisit({ type: 'customer-skip', hoursAhead, by: context.actor }, visit.state);
      await visits.append(visitId, visit.expected, events, {
        subjectId: visit.subjectId,
        metadata: { actor: context.actor, requestId: context.requestId, correlationId: scheduled.planId },
      });
    } catch (error) {
      throw asProblem(error);
    }
    return { message: VISIT_MESSAGES.visitSkipped };
  }
}
