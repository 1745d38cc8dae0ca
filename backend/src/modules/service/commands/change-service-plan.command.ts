import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { PinRejected, pinnedLocation } from '../../routing';
import { LOCATION_MESSAGES, PLAN_MESSAGES } from '../service.messages';
import { decideServicePlan, PlanRejected, SERVICE_PLAN_STREAM_DEFINITION, ServiceChoice, ServicePlanCommand } from '../domain/service-plan';
import { asProblem, ServiceActor } from './service-actor';
import { VisitPlanner } from './visit-planner';

/** What staff change on a plan (the admin's pause, resume, cancel and days form). */
export type PlanChange =
  | { type: 'change-days'; preferredDays?: unknown; trashDay?: unknown; binTakeOutTiming?: unknown }
  | { type: 'pause'; from: unknown }
  | { type: 'resume'; from: unknown }
  | { type: 'cancel'; reason: string | null }
  /** The customer, from their account (issue 17): the caller has checked the plan is theirs. */
  | { type: 'customer-cancel'; reason: unknown }
  | { type: 'customer-pause'; weeks: unknown }
  | { type: 'customer-resume' }
  /** The customer's change of frequency, dogs or add-ons (the order was re-priced; the plan serves it from 48 hours on). */
  | { type: 'change-service'; service: ServiceChoice }
  /** Staff drop a corrected pin on the map (checked by the routing module: real coordinates inside the service area). */
  | { type: 'pin'; lat: unknown; lng: unknown }
  | { type: 'set-photo-rule'; beforePhotos: unknown };

const DONE: Record<PlanChange['type'], string> = {
  'change-days': PLAN_MESSAGES.updated,
  pause: PLAN_MESSAGES.paused,
  resume: PLAN_MESSAGES.resumed,
  cancel: PLAN_MESSAGES.planCancelled,
  'customer-cancel': PLAN_MESSAGES.planCancelled,
  'customer-pause': PLAN_MESSAGES.paused,
  'customer-resume': PLAN_MESSAGES.resumed,
  'change-service': PLAN_MESSAGES.updated,
  pin: LOCATION_MESSAGES.pinned,
  'set-photo-rule': PLAN_MESSAGES.photoRuleOn,
};

function commandOf(change: PlanChange, today: string): ServicePlanCommand {
  switch (change.type) {
    case 'change-days':
    case 'set-photo-rule':
      return change;
    case 'pin':
      try {
        return { type: 'locate', location: pinnedLocation(change.lat, change.lng) };
      } catch (error) {
        if (error instanceof PinRejected) throw new PlanRejected(422, error.message);
        throw error;
      }
    default:
      return { ...change, today };
  }
}

export class ChangeServicePlanCommand extends Command<{ message: string }> {
  constructor(
    readonly planId: string,
    readonly change: PlanChange,
    readonly context: ServiceActor,
    /** Only check the plan's rules (nothing is written): a caller about to charge asks first. */
    readonly dryRun = false,
  ) {
    super();
  }
}

/** Decides the change on the plan's stream and re-plans its future visits in the same transaction (read-your-writes for the board). */
@CommandHandler(ChangeServicePlanCommand)
export class ChangeServicePlanHandler implements ICommandHandler<ChangeServicePlanCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
  ) {}

  async execute({ planId, change, context, dryRun }: ChangeServicePlanCommand): Promise<{ message: string }> {
    try {
      if (!isUuid(planId)) throw new PlanRejected(404, PLAN_MESSAGES.planNotFound);
      await withConcurrencyRetry(() =>
        this.db.transaction(async (client) => {
          const plans = this.store.stream(SERVICE_PLAN_STREAM_DEFINITION);
          const plan = await plans.aggregate(planId, { client });
          const today = this.planner.today();
          const events = decideServicePlan(commandOf(change, today), plan.state);
          if (!events.length || dryRun) return;
          const appended = await plans.append(planId, plan.expected, events, {
            client,
            subjectId: plan.subjectId,
            metadata: { actor: context.actor, requestId: context.requestId, correlationId: planId },
          });
          await this.planner.plan(planId, client, appended.events[appended.events.length - 1].eventId);
        }),
      );
    } catch (error) {
      throw asProblem(error);
    }
    if (change.type === 'set-photo-rule' && change.beforePhotos === false) return { message: PLAN_MESSAGES.photoRuleOff };
    return { message: DONE[change.type] };
  }
}
