import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import { localDate } from '../../../platform/time/local-time';
import { CustomerOrders } from '../../orders';
import { Geocoder } from '../../routing';
import { planFromOrder, planIdFor, readyForPlan } from '../domain/plan-from-order';
import { decideServicePlan, evolveServicePlan, SERVICE_PLAN_STREAM_DEFINITION, ServicePlanState } from '../domain/service-plan';
import type { PlanAddress, ServicePlanEvent } from '../domain/service-plan.events';

const TRIGGERS = new Set(['order.payment-completed', 'order.customer-info-completed', 'order.onboarding-completed']);

/**
 * A paid subscription whose customer info is complete starts exactly one service plan, whichever of the two
 * came last: each trigger re-reads the order as it is now, and the plan id is derived from the order id, so a
 * second trigger finds the plan already there (and only brings its address up to date). The plan is appended in the
 * runner's transaction with its checkpoint.
 */
@Injectable()
export class ServicePlanStarter implements Consumer {
  readonly name = 'service-plan-starter';
  readonly streamTypes = ['order'];

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Geocoder) private readonly geocoder: Geocoder,
  ) {}

  /** The plan's new events followed by where its (new) address is, when the geocoder places it. */
  private async located(events: ServicePlanEvent[], state: ServicePlanState, address: PlanAddress): Promise<ServicePlanEvent[]> {
    const point = await this.geocoder.geocode({ street: address.streetAddress, city: address.city, zip: address.zipCode });
    if (!point) return events;
    const after = events.reduce(evolveServicePlan, state);
    return [...events, ...decideServicePlan({ type: 'locate', location: point }, after)];
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      if (!TRIGGERS.has(event.type)) continue;
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
          await plans.append(planId, existing.expected, await this.located(changed, existing.state, address), {
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
      const started = await this.located(decideServicePlan({ type: 'start', plan }, existing.state), existing.state, plan.address);
      await plans.append(planId, 'no-stream', started, {
        client,
        subjectId: order.subject_id,
        metadata: { actor: 'system:service-plans', correlationId: order.id, causationId: event.eventId },
      });
    }
  }
}
