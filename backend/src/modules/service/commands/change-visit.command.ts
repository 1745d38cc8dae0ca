import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { VISIT_MESSAGES } from '../service.messages';
import { PoolClient } from 'pg';
import { ScooperDirectory, ScooperFacts } from '../domain/scooper-directory';
import { AssignmentFacts, decideVisit, evolveVisit, VISIT_STREAM_DEFINITION, VisitRejected } from '../domain/visit';
import { ROUTE_STATUSES } from '../queries/routes.query';
import { asProblem, ServiceActor } from './service-actor';
import { VisitPlanner } from './visit-planner';

export interface VisitChange {
  date: string | null;
  scooperId: string | null;
  /** True: the visit goes back to the Unassigned row (a missing scooperId alone means "no change"). */
  unassign?: boolean;
}

/** Staff move a visit to another day and/or give it to a scooper (the board's drag and drop). */
export class ChangeVisitCommand extends Command<{ message: string }> {
  constructor(
    readonly visitId: string,
    readonly change: VisitChange,
    readonly context: ServiceActor,
  ) {
    super();
  }
}

@CommandHandler(ChangeVisitCommand)
export class ChangeVisitHandler implements ICommandHandler<ChangeVisitCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
  ) {}

  async execute({ visitId, change, context }: ChangeVisitCommand): Promise<{ message: string }> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      if (change.date !== null && !isCalendarDate(change.date)) throw new VisitRejected(400, VISIT_MESSAGES.dateInvalid);
      const scooper = change.scooperId === null ? null : await this.scoopers.get(change.scooperId);
      await this.db.transaction((client) => this.applyChange(client, visitId, change, scooper, context));
    } catch (error) {
      throw asProblem(error);
    }
    return { message: VISIT_MESSAGES.updated };
  }

  /**
   * The change in the caller's transaction (a free return visit is scheduled and assigned in one): the scooper's
   * day is counted under a lock, and a visit joining a route goes to its end. Throws VisitRejected.
   */
  async applyChange(client: PoolClient, visitId: string, change: VisitChange, scooper: ScooperFacts | null, context: ServiceActor): Promise<void> {
    const visits = this.store.stream(VISIT_STREAM_DEFINITION);
    const visit = await visits.aggregate(visitId, { client });
    let assignment: AssignmentFacts | null = null;
    if (change.scooperId !== null) {
      const date = change.date ?? visit.state.visit?.date ?? null;
      // The scooper's day is locked while it is counted, so two staff cannot both fill its last stop.
      if (scooper && date) await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`scooper-day:${scooper.id}:${date}`]);
      const { rows } =
        scooper && date
          ? await client.query<{ stops: number }>(
              `select count(*)::int as stops from visits where scooper_id = $1 and date = $2::date and id <> $3 and status in ('assigned', 'completed', 'skipped')`,
              [scooper.id, date, visitId],
            )
          : { rows: [{ stops: 0 }] };
      assignment = { scooper, stopsThatDay: rows[0].stops };
    }
    const events = decideVisit(
      {
        type: 'change',
        date: change.date,
        scooperId: change.scooperId,
        unassign: change.unassign === true,
        assignment,
        today: this.planner.today(),
        by: context.actor,
      },
      visit.state,
    );
    if (!events.length) return;
    // A visit joining a scooper's day goes to the end of that route; a locked route takes it unplaced (staff place it).
    const after = events.reduce(evolveVisit, visit.state);
    if (after.status === 'assigned' && after.visit && (after.scooperId !== visit.state.scooperId || after.visit.date !== visit.state.visit?.date)) {
      const { rows } = await client.query<{ locked: boolean; last: number | null }>(
        `select coalesce((select locked from route_days where scooper_id = $1 and date = $2::date), false) as locked,
               (select max(route_position) from visits where scooper_id = $1 and date = $2::date and id <> $3 and status = any($4))::int as last`,
        [after.scooperId, after.visit.date, visitId, [...ROUTE_STATUSES]],
      );
      const position = rows[0].locked ? null : (rows[0].last ?? 0) + 1;
      events.push(...decideVisit({ type: 'sequence', position, by: context.actor }, after));
    }
    await visits.append(visitId, visit.expected, events, {
      client,
      subjectId: visit.subjectId,
      metadata: { actor: context.actor, requestId: context.requestId, correlationId: visit.state.visit?.planId ?? visitId },
    });
  }
}
