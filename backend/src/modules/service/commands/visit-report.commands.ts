import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { ScooperDirectory } from '../domain/scooper-directory';
import { decideVisit, returnKeyOf, VISIT_STREAM_DEFINITION, visitIdFor, VisitRejected } from '../domain/visit';
import { VISIT_MESSAGES } from '../service.messages';
import { ChangeVisitHandler } from './change-visit.command';
import { asProblem, ServiceActor } from './service-actor';
import { VisitPlanner } from './visit-planner';

/** Staff send a completed (or skipped) visit's report to the customer again; one e-mail per click, however often it is retried. */
export class ResendVisitReportCommand extends Command<{ resent: boolean; message: string }> {
  constructor(
    readonly visitId: string,
    readonly clickId: unknown,
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(ResendVisitReportCommand)
export class ResendVisitReportHandler implements ICommandHandler<ResendVisitReportCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ visitId, clickId, context }: ResendVisitReportCommand): Promise<{ resent: boolean; message: string }> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const visits = this.store.stream(VISIT_STREAM_DEFINITION);
      const appended = await withConcurrencyRetry(async () => {
        const visit = await visits.aggregate(visitId);
        const events = decideVisit({ type: 'resend-report', clickId: clickId as string, by: context.actor }, visit.state);
        if (!events.length) return 0;
        await visits.append(visitId, visit.expected, events, {
          subjectId: visit.subjectId,
          metadata: { actor: context.actor, requestId: context.requestId, correlationId: visit.state.visit?.planId ?? visitId },
        });
        return events.length;
      });
      return { resent: appended > 0, message: appended ? VISIT_MESSAGES.reportResent : VISIT_MESSAGES.reportAlreadyResent };
    } catch (error) {
      throw asProblem(error);
    }
  }
}

export interface ReturnVisitRequest {
  clientId: unknown;
  date: unknown;
  reason: unknown;
  /** The scooper to give it to (checked against their days and capacity); null leaves it on the Unassigned row. */
  scooperId: unknown;
}

/**
 * Staff give the customer a free return visit for a completed, skipped or missed one: one transaction records it on
 * that visit (with the reason), schedules the extra visit of the same kind and window on the chosen day (no charge:
 * plans are billed per period, not per visit), and, when a scooper is named, puts it at the end of their route.
 */
export class GrantReturnVisitCommand extends Command<{ returnVisitId: string; created: boolean; message: string }> {
  constructor(
    readonly visitId: string,
    readonly request: ReturnVisitRequest,
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(GrantReturnVisitCommand)
export class GrantReturnVisitHandler implements ICommandHandler<GrantReturnVisitCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
    @Inject(ChangeVisitHandler) private readonly changes: ChangeVisitHandler,
  ) {}

  async execute({ visitId, request, context }: GrantReturnVisitCommand): Promise<{ returnVisitId: string; created: boolean; message: string }> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      if (typeof request.date !== 'string' || !isCalendarDate(request.date)) throw new VisitRejected(400, VISIT_MESSAGES.dateInvalid);
      const date = request.date;
      if (request.reason !== null && request.reason !== undefined && typeof request.reason !== 'string')
        throw new VisitRejected(400, VISIT_MESSAGES.returnReasonRequired);
      if (request.scooperId !== null && request.scooperId !== undefined && (typeof request.scooperId !== 'string' || !request.scooperId))
        throw new VisitRejected(422, VISIT_MESSAGES.scooperNotFound);
      const scooperId = typeof request.scooperId === 'string' ? request.scooperId : null;
      const scooper = scooperId ? await this.scoopers.get(scooperId) : null;
      if (scooperId && !scooper) throw new VisitRejected(422, VISIT_MESSAGES.scooperNotFound);
      return await withConcurrencyRetry(() =>
        this.db.transaction(async (client) => {
          const visits = this.store.stream(VISIT_STREAM_DEFINITION);
          const original = await visits.aggregate(visitId, { client });
          const of = original.state.visit;
          const returnVisitId = of ? visitIdFor(of.planId, returnKeyOf(of.visitId)) : '';
          const granted = decideVisit(
            {
              type: 'grant-return',
              clientId: request.clientId as string,
              returnVisitId,
              date,
              reason: (request.reason as string | null | undefined) ?? null,
              today: this.planner.today(),
              by: context.actor,
            },
            original.state,
          );
          if (!granted.length || !of)
            return { returnVisitId: original.state.returnVisitId ?? returnVisitId, created: false, message: VISIT_MESSAGES.returnScheduled };
          const metadata = { actor: context.actor, requestId: context.requestId, correlationId: of.planId };
          await visits.append(visitId, original.expected, granted, { client, subjectId: original.subjectId, metadata });
          const extra = await visits.aggregate(returnVisitId, { client });
          const scheduled = decideVisit(
            {
              type: 'schedule',
              planId: of.planId,
              orderId: of.orderId,
              planned: { key: returnKeyOf(of.visitId), kind: of.kind, date, window: of.window },
              returnOf: of.visitId,
            },
            extra.state,
          );
          await visits.append(returnVisitId, extra.expected, scheduled, { client, subjectId: original.subjectId, metadata });
          if (scooper) await this.changes.applyChange(client, returnVisitId, { date: null, scooperId: scooper.id }, scooper, context);
          return { returnVisitId, created: true, message: VISIT_MESSAGES.returnScheduled };
        }),
      );
    } catch (error) {
      throw asProblem(error);
    }
  }
}
