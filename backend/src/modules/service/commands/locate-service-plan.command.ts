import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { Geocoder } from '../../routing';
import { decideServicePlan, SERVICE_PLAN_STREAM_DEFINITION } from '../domain/service-plan';
import { plansToLocate } from '../queries/planner-reads';

/** How many plans one backfill run locates at most (a Census look-up each). */
export const LOCATE_BATCH = 200;

/**
 * Gives one plan its coordinates: reads the plan, asks the geocoder with no transaction open (a Census look-up may
 * take seconds), then appends service-plan.located against the version it read. A plan that changed meanwhile is read
 * and geocoded again; one already placed (a staff pin, or a located event since) is left alone.
 */
export class LocateServicePlanCommand extends Command<{ located: boolean }> {
  constructor(
    readonly planId: string,
    readonly context: { actor: string; correlationId?: string; causationId?: string } = { actor: 'system:plan-locator' },
  ) {
    super();
  }
}

/** The backfill: every live plan with an address and no coordinates, a batch at a time. */
export class LocateServicePlansCommand extends Command<{ plans: number; located: number }> {
  constructor(readonly limit = LOCATE_BATCH) {
    super();
  }
}

@CommandHandler(LocateServicePlanCommand)
export class LocateServicePlanHandler implements ICommandHandler<LocateServicePlanCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Geocoder) private readonly geocoder: Geocoder,
  ) {}

  async execute({ planId, context }: LocateServicePlanCommand): Promise<{ located: boolean }> {
    if (!isUuid(planId)) return { located: false };
    const plans = this.store.stream(SERVICE_PLAN_STREAM_DEFINITION);
    return withConcurrencyRetry(async () => {
      const plan = await plans.aggregate(planId);
      const state = plan.state;
      if (!state.exists || !state.plan || state.status === 'cancelled' || state.location) return { located: false };
      const { streetAddress, city, zipCode } = state.plan.address;
      const point = await this.geocoder.geocode({ street: streetAddress, city, zip: zipCode });
      if (!point) return { located: false };
      const events = decideServicePlan({ type: 'locate', location: point }, state);
      if (!events.length) return { located: false };
      await plans.append(planId, plan.expected, events, {
        subjectId: plan.subjectId,
        metadata: { actor: context.actor, correlationId: context.correlationId ?? planId, causationId: context.causationId },
      });
      return { located: true };
    });
  }
}

@CommandHandler(LocateServicePlansCommand)
export class LocateServicePlansHandler implements ICommandHandler<LocateServicePlansCommand> {
  private readonly logger = new Logger('plan-locator');

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(LocateServicePlanHandler) private readonly one: LocateServicePlanHandler,
  ) {}

  async execute({ limit }: LocateServicePlansCommand): Promise<{ plans: number; located: number }> {
    const planIds = await plansToLocate(this.db.pool, limit);
    let located = 0;
    // One plan at a time: a plan whose look-up fails holds up no other, and the next run tries it again.
    for (const planId of planIds) {
      try {
        if ((await this.one.execute(new LocateServicePlanCommand(planId, { actor: 'system:plan-locator-backfill' }))).located) located += 1;
      } catch (error) {
        this.logger.warn({ err: error, planId }, 'could not locate a plan; the next run tries again');
      }
    }
    return { plans: planIds.length, located };
  }
}
