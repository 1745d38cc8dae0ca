import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Consumer, RecordedEvent } from '../../../event-store';
import { VisitPlanner } from '../commands/visit-planner';

/**
 * Every plan event (started, days or address changed, paused, resumed, cancelled) re-plans that plan's future
 * visits at once, in the runner's transaction with its checkpoint: a new plan gets its 4 weeks of visits, a change
 * cancels what is no longer planned and schedules what now is.
 */
@Injectable()
export class VisitPlannerConsumer implements Consumer {
  readonly name = 'service-visit-planner';
  readonly streamTypes = ['service-plan'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';

  constructor(@Inject(VisitPlanner) private readonly planner: VisitPlanner) {}

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    const last = new Map<string, RecordedEvent>();
    for (const event of events) last.set(event.streamId.replace(/^service-plan-/, ''), event);
    for (const [planId, event] of last) await this.planner.plan(planId, client, event.eventId);
  }
}
