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

/** The customer cancels their plan: a reason from the list, effective after the 7 days' notice. */
export class CancelMyPlanCommand extends Command<{ message: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly planId: string,
    readonly reason: unknown,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CancelMyPlanCommand)
export class CancelMyPlanHandler implements ICommandHandler<CancelMyPlanCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(CustomerServiceViews) private readonly service: CustomerServiceViews,
  ) {}

  async execute({ user, planId, reason, requestId }: CancelMyPlanCommand): Promise<{ message: string }> {
    const orderIds = (await this.orders.paidByEmail(user.email)).map((o) => o.id);
    const plans = await this.service.plansOf(orderIds);
    // Someone else's plan is as unknown as a made-up id.
    if (!plans.some((p) => p.planId === planId)) throw notFound(ACCOUNT_MESSAGES.planNotFound);
    return this.commands.execute(new ChangeServicePlanCommand(planId, { type: 'customer-cancel', reason }, { actor: customerActor(user), requestId }));
  }
}
