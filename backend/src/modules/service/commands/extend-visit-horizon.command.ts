import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { plansToExtend } from '../queries/planner-reads';
import { VisitPlanner } from './visit-planner';

/** Plans every live plan (or only those with bin visits, after a trash-day shift changed) up to the horizon. */
export class ExtendVisitHorizonCommand extends Command<{ plans: number; events: number }> {
  constructor(readonly options: { binsOnly?: boolean } = {}) {
    super();
  }
}

@CommandHandler(ExtendVisitHorizonCommand)
export class ExtendVisitHorizonHandler implements ICommandHandler<ExtendVisitHorizonCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(VisitPlanner) private readonly planner: VisitPlanner,
  ) {}

  async execute({ options }: ExtendVisitHorizonCommand): Promise<{ plans: number; events: number }> {
    const planIds = await plansToExtend(this.db.pool, options);
    let events = 0;
    // One transaction per plan: a plan that fails (or races a staff change) holds up no other.
    for (const planId of planIds) events += await this.planner.planAlone(planId);
    return { plans: planIds.length, events };
  }
}
