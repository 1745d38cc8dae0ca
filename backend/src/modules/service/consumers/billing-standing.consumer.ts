import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Consumer, EventStore, RecordedEvent } from '../../../event-store';
import { localDate } from '../../../platform/time/local-time';
import { VisitPlanner } from '../commands/visit-planner';
import { planIdFor } from '../domain/plan-from-order';
import { decideServicePlan, SERVICE_PLAN_STREAM_DEFINITION, ServicePlanCommand } from '../domain/service-plan';

/** The provider's word that a subscription ended (customer.subscription.deleted), as the plan's cancellation reason. */
export const PROVIDER_CANCELLED_REASON = 'Subscription cancelled at the payment provider';

/** The order events that change a plan's standing (commandFor). */
const ACTS_ON = new Set(['order.service-suspended', 'order.renewal-paid', 'order.subscription-status-changed']);

/**
 * Billing's word on a plan (issue 17): 15 days overdue suspends its future visits, the overdue invoice paid
 * reinstates them, and a subscription the provider ended cancels the plan. Each change re-plans the visits
 * in the runner's transaction, with its checkpoint; the plan's own decide makes repeats no-ops.
 */

@Injectable()
export class BillingStanding implements Consumer {
  readonly name = 'service-billing-standing';
  readonly streamTypes = ['order'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  private commandFor(event: RecordedEvent, today: string): ServicePlanCommand | null {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'order.service-suspended':
        return { type: 'suspend', invoiceId: typeof data.invoiceId === 'string' ? data.invoiceId : null, today };
      case 'order.renewal-paid':
        return { type: 'reinstate', today };
      case 'order.subscription-status-changed':
        return data.status === 'canceled' ? { type: 'cancel', reason: PROVIDER_CANCELLED_REASON, today } : null;
      default:
        return null;
    }
  }

  /** The only events it acts on, and the only commits that wake it (Consumer.handles). */
  handles(type: string): boolean {
    return ACTS_ON.has(type);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const today = localDate(this.config.business.timeZone, new Date(event.metadata.occurredAt));
      const command = this.commandFor(event, today);
      if (!command) continue;
      const planId = planIdFor(event.streamId.slice('order-'.length));
      const plans = this.store.stream(SERVICE_PLAN_STREAM_DEFINITION);
      const plan = await plans.aggregate(planId, { client });
      if (!plan.exists || plan.state.status === 'cancelled') continue;
      const changes = decideServicePlan(command, plan.state);
      if (!changes.length) continue;
      const appended = await plans.append(planId, plan.expected, changes, {
        client,
        subjectId: plan.subjectId,
        metadata: { actor: 'system:billing', correlationId: event.streamId.slice('order-'.length), causationId: event.eventId },
      });
      await this.planner.plan(planId, client, appended.events[appended.events.length - 1].eventId);
    }
  }
}
