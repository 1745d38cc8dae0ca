import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExtendVisitHorizonCommand } from '../commands/extend-visit-horizon.command';
import { MarkMissedVisitsCommand } from '../commands/mark-missed-visits.command';

/** Nightly, in the worker role: every live plan's visits are extended to VISIT_HORIZON_WEEKS ahead. */
@Injectable()
export class ExtendVisitHorizonJob {
  private readonly logger = new Logger('visit-horizon');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_DAY_AT_2AM, { name: 'extend-visit-horizon' })
  async run(): Promise<{ plans: number; events: number }> {
    const result = await this.commands.execute(new ExtendVisitHorizonCommand());
    if (result.events) this.logger.log(`planned ${result.events} visit change(s) over ${result.plans} plan(s)`);
    return result;
  }
}

/** Every 15 minutes, in the worker role: visits left open after their day ended become missed (and a card for staff). */
@Injectable()
export class MarkMissedVisitsJob {
  private readonly logger = new Logger('missed-visits');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Cron('0 */15 * * * *', { name: 'mark-missed-visits' })
  async run(): Promise<number> {
    const { missed } = await this.commands.execute(new MarkMissedVisitsCommand());
    if (missed) this.logger.log(`${missed} visit(s) missed`);
    return missed;
  }
}
