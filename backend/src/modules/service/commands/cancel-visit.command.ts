import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { isUuid } from '../../../platform/http/request';
import { VISIT_MESSAGES } from '../service.messages';
import { decideVisit, VISIT_STREAM_DEFINITION, VisitRejected } from '../domain/visit';
import { asProblem, ServiceActor } from './service-actor';

/** Staff cancel one visit with a reason; the planner never brings a staff-cancelled visit back. */
export class CancelVisitCommand extends Command<{ message: string }> {
  constructor(
    readonly visitId: string,
    readonly reason: string | null,
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(CancelVisitCommand)
export class CancelVisitHandler implements ICommandHandler<CancelVisitCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ visitId, reason, context }: CancelVisitCommand): Promise<{ message: string }> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const visits = this.store.stream(VISIT_STREAM_DEFINITION);
      const visit = await visits.aggregate(visitId);
      const events = decideVisit({ type: 'cancel', reason, by: context.actor }, visit.state);
      await visits.append(visitId, visit.expected, events, {
        subjectId: visit.subjectId,
        metadata: { actor: context.actor, requestId: context.requestId, correlationId: visit.state.visit?.planId ?? visitId },
      });
    } catch (error) {
      throw asProblem(error);
    }
    return { message: VISIT_MESSAGES.visitCancelled };
  }
}
