import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import { localDate } from '../../../platform/time/local-time';
import { CustomerOrders } from '../../orders';
import { planFromOrder, planIdFor, readyForPlan } from '../domain/plan-from-order';
import { decideServicePlan, SERVICE_PLAN_STREAM_DEFINITION } from '../domain/service-plan';

const TRIGGERS = new Set(['order.payment-completed', 'order.customer-info-completed', 'order.onboarding-completed']);

/**
 * A paid subscription whose customer info is complete starts exactly one service plan, whichever of the two
 * came last: each trigger re-reads the order as it is now, and the plan id is derived from the order id, so a
 * second trigger finds the plan already there (and only brings its address up to date). The plan is appended in the
 * runner's transaction with its checkpoint. Its coordinates come later, from the service-plan-locator (no look-up
 * runs inside this transaction).
 */
@Injectable()
export class ServicePlanStarter implements Consumer {
  readonly name = 'service-plan-starter';
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return TRIGGERS.has(type);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const order = await this.orders.byStreamId(event.streamId, client);
      if (!order || !readyForPlan(order)) continue;
      const planId = planIdFor(order.id);
      const plans = this.store.stream(SERVICE_PLAN_STREAM_DEFINITION);
      const existing = await plans.aggregate(planId, { client });
      if (existing.exists) {
        // Onboarding after the plan started may give a fuller address: the plan follows it.
        const address = planFromOrder(order, '1970-01-01').address;
        const changed = existing.state.status === 'cancelled' ? [] : decideServicePlan({ type: 'change-address', address }, existing.state);
        if (changed.length) {
          await plans.append(planId, existing.expected, changed, {
            client,
            subjectId: existing.subjectId,
            metadata: { actor: 'system:service-plans', correlationId: order.id, causationId: event.eventId },
          });
        }
        continue;
      }
      // The business day the triggering event happened on (its occurredAt comes from the app's clock).
      const today = localDate(this.config.business.timeZone, new Date(event.metadata.occurredAt));
      const plan = planFromOrder(order, today);
      const started = decideServicePlan({ type: 'start', plan }, existing.state);
      await plans.append(planId, 'no-stream', started, {
        client,
        subjectId: order.subject_id,
        metadata: { actor: 'system:service-plans', correlationId: order.id, causationId: event.eventId },
      });
    }
  }
}
