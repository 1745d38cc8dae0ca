import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import type { AuthenticatedUser } from '../../identity';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { isUuid } from '../../../platform/http/request';
import { localDate } from '../../../platform/time/local-time';
import { ChangeSubscriptionCommand, CustomerOrders, type SubscriptionChangeView } from '../../orders';
import type { ServiceChangeRequest } from '../../pricing';
import {
  ChangeServicePlanCommand,
  changeEffectiveFrom,
  CustomerServiceViews,
  CustomerSkipVisitCommand,
  SERVICE_PLAN_FOLLOWER,
  type ServiceChoice,
} from '../../service';
import { ConsumerHost } from '../../../event-store';
import { within } from '../../../platform/time/within';
import { ACCOUNT_MESSAGES } from '../account.messages';

/** Who acts from the account, for the events' metadata (the admin history shows it); an id, since metadata is not sealed. */
export const customerActor = (user: AuthenticatedUser) => `customer:${user.id}`;

const notFound = (detail: string) => new Problem(HttpStatus.NOT_FOUND, 'Not Found', detail);

/** The customer skips one of their upcoming visits (48 h ahead at least). */
export class SkipMyVisitCommand extends Command<{ message: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly visitId: string,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(SkipMyVisitCommand)
export class SkipMyVisitHandler implements ICommandHandler<SkipMyVisitCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ user, visitId, requestId }: SkipMyVisitCommand): Promise<{ message: string }> {
    const orderIds = (await this.orders.paidByEmail(user.email)).map((o) => o.id);
    return this.commands.execute(new CustomerSkipVisitCommand(visitId, orderIds, { actor: customerActor(user), requestId }));
  }
}

/** What the customer may change on their own plan (the rules are the plan's decide). */
export type MyPlanChange =
  | { type: 'customer-cancel'; reason: unknown }
  | { type: 'customer-pause'; weeks: unknown }
  | { type: 'customer-resume' }
  /** Preferred days and trash day: future visits not yet given to a scooper re-plan. */
  | { type: 'change-days'; preferredDays?: unknown; trashDay?: unknown };

/** The customer changes their plan: cancel (a listed reason, 7 days' notice), pause (up to 8 weeks) or resume early. */
export class ChangeMyPlanCommand extends Command<{ message: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly planId: string,
    readonly change: MyPlanChange,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(ChangeMyPlanCommand)
export class ChangeMyPlanHandler implements ICommandHandler<ChangeMyPlanCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(CustomerServiceViews) private readonly service: CustomerServiceViews,
  ) {}

  async execute({ user, planId, change, requestId }: ChangeMyPlanCommand): Promise<{ message: string }> {
    const orderIds = (await this.orders.paidByEmail(user.email)).map((o) => o.id);
    const plans = await this.service.plansOf(orderIds);
    // Someone else's plan is as unknown as a made-up id.
    if (!plans.some((p) => p.planId === planId)) throw notFound(ACCOUNT_MESSAGES.planNotFound);
    return this.commands.execute(new ChangeServicePlanCommand(planId, change, { actor: customerActor(user), requestId }));
  }
}

/**
 * The customer changes add-ons, dogs or frequency on the SAME subscription (issue 17), or only previews it. The order
 * re-prices with the pricing module and the provider prorates; the plan serves it from 48 hours on and re-plans its
 * visits, as the consumer of order.subscription-changed (service-plan-follower). The plan's rules (not paused, suspended
 * or cancelled) are checked before anything is charged.
 */
export class ChangeMyServiceCommand extends Command<SubscriptionChangeView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly orderId: string,
    readonly request: ServiceChangeRequest,
    readonly requestId: string | null,
    readonly preview: boolean,
  ) {
    super();
  }
}

@CommandHandler(ChangeMyServiceCommand)
export class ChangeMyServiceHandler implements ICommandHandler<ChangeMyServiceCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(CustomerServiceViews) private readonly service: CustomerServiceViews,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
  ) {}

  async execute({ user, orderId, request, requestId, preview }: ChangeMyServiceCommand): Promise<SubscriptionChangeView> {
    // Someone else's order is as unknown as a made-up id.
    if (!isUuid(orderId)) throw notFound(ACCOUNT_MESSAGES.planNotFound);
    const owned = await this.orders.paidByEmail(user.email);
    if (!owned.some((o) => o.id === orderId)) throw notFound(ACCOUNT_MESSAGES.planNotFound);
    const [plan] = await this.service.plansOf([orderId]);
    if (!plan) throw new Problem(HttpStatus.CONFLICT, 'Plan not started', ACCOUNT_MESSAGES.planStarting, undefined, 'PLAN_STARTING');
    const today = localDate(this.config.business.timeZone, this.clock.now());
    const dates = { today, effectiveFrom: changeEffectiveFrom(today) };
    const context = { actor: customerActor(user), requestId };
    // The plan's trash day is the one in force (the customer may have changed it since checkout).
    const asked: ServiceChangeRequest = { ...request, trashDay: request.trashDay ?? plan.trashDay ?? undefined };
    const priced = await this.commands.execute(new ChangeSubscriptionCommand(orderId, asked, dates, context, true));
    await this.commands.execute(new ChangeServicePlanCommand(plan.planId, { type: 'change-service', service: serviceOf(priced) }, context, true));
    if (preview) return priced;
    if (priced.unchanged) return priced;
    const done = await this.commands.execute(new ChangeSubscriptionCommand(orderId, asked, dates, context, false));
    // The plan follows order.subscription-changed as a consumer (one transaction with its checkpoint, whatever happens to
    // this request). Waiting for it here, a little, lets the page the customer returns to show the plan changed.
    await this.planFollowed();
    return done;
  }

  private async planFollowed(): Promise<void> {
    const runner = this.consumers.runner(SERVICE_PLAN_FOLLOWER);
    if (runner) await within(runner.drain(), PLAN_FOLLOW_WAIT_MS, 'plan still following').catch(() => undefined);
  }
}

/** How long a confirmed change waits for its plan to follow before answering (the consumer finishes it regardless). */
const PLAN_FOLLOW_WAIT_MS = 1_500;

/** What the plan serves for the order's new choices: a bins-only order has no frequency or dogs. */
function serviceOf(view: SubscriptionChangeView): ServiceChoice {
  const { serviceFrequency, numberOfDogs, addOns, trashDay } = view.choices;
  return {
    frequency: (serviceFrequency || 'bin-only') as ServiceChoice['frequency'],
    numberOfDogs: numberOfDogs || null,
    addOns,
    trashDay: (trashDay || null) as ServiceChoice['trashDay'],
  };
}
