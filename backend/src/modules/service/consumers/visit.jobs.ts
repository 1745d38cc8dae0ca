import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExtendVisitHorizonCommand } from '../commands/extend-visit-horizon.command';
import { LocateServicePlansCommand } from '../commands/locate-service-plan.command';
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

/**
 * Every 10 minutes, in the worker role: live plans without coordinates (a look-up that failed, a crash before the
 * locator ran, or plans from before it) are geocoded, a batch at a time.
 */
@Injectable()
export class LocateServicePlansJob {
  private readonly logger = new Logger('plan-locator');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Cron('0 */10 * * * *', { name: 'locate-service-plans' })
  async run(): Promise<{ plans: number; located: number }> {
    const result = await this.commands.execute(new LocateServicePlansCommand());
    if (result.located) this.logger.log(`located ${result.located} of ${result.plans} plan(s) without coordinates`);
    return result;
  }
}
