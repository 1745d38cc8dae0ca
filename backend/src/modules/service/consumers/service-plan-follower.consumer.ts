import { Inject, Injectable, Logger } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import type { QuoteChoices } from '../../pricing';
import { VisitPlanner } from '../commands/visit-planner';
import { planIdFor } from '../domain/plan-from-order';
import { decideServicePlan, PlanRejected, SERVICE_PLAN_STREAM_DEFINITION, ServiceChoice } from '../domain/service-plan';

/** The consumer's name (its checkpoint, its processed_events rows); the account waits for it to catch up. */
export const SERVICE_PLAN_FOLLOWER = 'service-plan-follower';
const CONSUMER = SERVICE_PLAN_FOLLOWER;

/** What the plan serves for a subscription's choices: a bins-only order has no frequency or dogs. */
export function serviceChoiceOf(choices: Pick<QuoteChoices, 'serviceFrequency' | 'numberOfDogs' | 'addOns' | 'trashDay'>): ServiceChoice {
  return {
    frequency: (choices.serviceFrequency || 'bin-only') as ServiceChoice['frequency'],
    numberOfDogs: choices.numberOfDogs || null,
    addOns: Object.entries(choices.addOns)
      .filter(([, on]) => on)
      .map(([id]) => id),
    trashDay: (choices.trashDay || null) as ServiceChoice['trashDay'],
  };
}

/**
 * The plan follows its order's subscription changes (issue 17's review): each order.subscription-changed brings the plan
 * to the order's new choices from the order's effective date, in the runner's transaction with its checkpoint, so a
 * price never changes without its service (even when the plan was paused in between). Once per event: the event's id
 * is recorded in processed_events in the same transaction. Future visits re-plan at once, as a staff change does.
 */
@Injectable()
export class ServicePlanFollower implements Consumer {
  readonly name = CONSUMER;
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';
  private readonly logger = new Logger(CONSUMER);

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return type === 'order.subscription-changed';
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const first = await client.query('insert into processed_events (consumer, event_id) values ($1, $2) on conflict do nothing', [CONSUMER, event.eventId]);
      if (!first.rowCount) continue;
      const orderId = event.streamId.replace(/^order-/, '');
      const planId = planIdFor(orderId);
      const plans = this.store.stream(SERVICE_PLAN_STREAM_DEFINITION);
      const plan = await plans.aggregate(planId, { client });
      // No plan yet: the starter builds it from the order as it is now, new choices included.
      if (!plan.exists || plan.state.status === 'cancelled') continue;
      const data = event.data as { choices: QuoteChoices; effectiveFrom: string };
      let changed;
      try {
        changed = decideServicePlan({ type: 'follow-order-change', service: serviceChoiceOf(data.choices), effectiveFrom: data.effectiveFrom }, plan.state);
      } catch (error) {
        // A rule the order's change could not break (a bins-only plan stays bins-only) must not stop the consumer.
        if (!(error instanceof PlanRejected)) throw error;
        this.logger.warn({ orderId, planId, eventId: event.eventId, reason: error.message }, 'the plan cannot follow this subscription change');
        continue;
      }
      if (!changed.length) continue;
      const appended = await plans.append(planId, plan.expected, changed, {
        client,
        subjectId: plan.subjectId,
        metadata: { actor: event.metadata.actor, correlationId: orderId, causationId: event.eventId },
      });
      await this.planner.plan(planId, client, appended.events[appended.events.length - 1].eventId);
    }
  }
}
