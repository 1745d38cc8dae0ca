import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import type { AuthenticatedUser } from '../../identity';
import { CustomerOrders } from '../../orders';
import { ChangeServicePlanCommand, CustomerServiceViews, CustomerSkipVisitCommand } from '../../service';
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
