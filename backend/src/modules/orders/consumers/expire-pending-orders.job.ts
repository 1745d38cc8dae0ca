import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExpirePendingOrdersCommand } from '../commands/expire-pending-orders.command';

/** Hourly, in the worker role: pending orders unpaid for 48 hours are expired. */
@Injectable()
export class ExpirePendingOrdersJob {
  private readonly logger = new Logger('order-cleanup');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'expire-pending-orders' })
  async run(): Promise<number> {
    const { removed } = await this.commands.execute(new ExpirePendingOrdersCommand('system'));
    if (removed) this.logger.log(`expired ${removed} pending order(s)`);
    return removed;
  }
}
