import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { localDate } from '../../../platform/time/local-time';
import { SERVICE_PLAN_STREAM_DEFINITION } from '../domain/service-plan';
import { decideVisit, PLANNER, VISIT_STREAM_DEFINITION, VisitCommand, visitIdFor } from '../domain/visit';
import { planActions, planningWindow } from '../domain/visit-planning';
import { trashDayShifts, visitsOfPlan } from '../queries/planner-reads';

export const REPLAN_REASON = 'No longer in the plan (the plan changed)';

/**
 * Brings one plan's visits in line with its schedule over the planning window (tomorrow to the horizon):
 * the pure planActions decide, each visit's own rules drop repeats, so running it twice adds nothing.
 */
@Injectable()
export class VisitPlanner {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  today(): string {
    return localDate(this.config.business.timeZone, this.clock.now());
  }

  /** Plans one plan in the caller's transaction; answers how many visit events were appended. */
  async plan(planId: string, client: PoolClient, causationId: string | null = null): Promise<number> {
    // The plan's row first, shared: a located (or address) change being written waits for this, or this for it, so a
    // new visit copies the plan's committed coordinates and a located event's update of the visits sees the new ones.
    // (Both take the plan row before any visit row, so they never deadlock.)
    await client.query('select 1 from service_plans where id = $1 for share', [planId]);
    const plan = await this.store.stream(SERVICE_PLAN_STREAM_DEFINITION).aggregate(planId, { client });
    if (!plan.state.plan) return 0;
    const [existing, shifts] = await Promise.all([visitsOfPlan(client, planId), trashDayShifts(client)]);
    const actions = planActions(plan.state, existing, shifts, planningWindow(this.today()));
    const visits = this.store.stream(VISIT_STREAM_DEFINITION);
    let appended = 0;
    for (const action of actions) {
      const visitId = action.type === 'schedule' ? visitIdFor(planId, action.planned.key) : action.visitId;
      const command: VisitCommand =
        action.type === 'schedule'
          ? { type: 'schedule', planId, orderId: plan.state.plan.orderId, planned: action.planned }
          : action.type === 'replan'
            ? { type: 'replan', date: action.planned.date, window: action.planned.window }
            : { type: 'cancel', reason: REPLAN_REASON, by: PLANNER };
      const visit = await visits.aggregate(visitId, { client });
      const events = decideVisit(command, visit.state);
      if (!events.length) continue;
      await visits.append(visitId, visit.expected, events, {
        client,
        subjectId: plan.subjectId,
        metadata: { actor: PLANNER, correlationId: planId, causationId },
      });
      appended += events.length;
    }
    return appended;
  }

  /** Plans one plan in a transaction of its own (retried when a staff change raced it). */
  planAlone(planId: string): Promise<number> {
    return withConcurrencyRetry(() => this.db.transaction((client) => this.plan(planId, client)));
  }
}
