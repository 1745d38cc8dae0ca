import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { decideVisit, VISIT_STREAM_DEFINITION } from '../domain/visit';
import { overdueVisits } from '../queries/planner-reads';
import { VisitPlanner } from './visit-planner';

const BATCH = 200;

/** A visit still scheduled or assigned once its business-local day is over becomes missed (visit.missed). */
export class MarkMissedVisitsCommand extends Command<{ missed: number }> {}

@CommandHandler(MarkMissedVisitsCommand)
export class MarkMissedVisitsHandler implements ICommandHandler<MarkMissedVisitsCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
  ) {}

  async execute(): Promise<{ missed: number }> {
    const today = this.planner.today();
    const detectedAt = this.clock.now().toISOString();
    const visits = this.store.stream(VISIT_STREAM_DEFINITION);
    let missed = 0;
    for (;;) {
      const ids = await overdueVisits(this.db.pool, today, BATCH);
      let marked = 0;
      for (const visitId of ids) {
        marked += await withConcurrencyRetry(async () => {
          const visit = await visits.aggregate(visitId);
          const events = decideVisit({ type: 'mark-missed', today, detectedAt }, visit.state);
          if (!events.length) return 0;
          await visits.append(visitId, visit.expected, events, {
            subjectId: visit.subjectId,
            metadata: { actor: 'system:missed-visits', correlationId: visitId },
          });
          return 1;
        });
      }
      missed += marked;
      if (ids.length < BATCH || marked === 0) return { missed };
    }
  }
}
