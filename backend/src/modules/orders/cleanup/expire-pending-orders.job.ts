import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { OrderCleanup } from './order-cleanup.service';

/** Hourly, in the worker role: pending orders unpaid for 48 hours are expired. */
@Injectable()
export class ExpirePendingOrdersJob {
  private readonly logger = new Logger('order-cleanup');

  constructor(@Inject(OrderCleanup) private readonly cleanup: OrderCleanup) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'expire-pending-orders' })
  async run(): Promise<number> {
    const { removed } = await this.cleanup.removeExpired('system');
    if (removed) this.logger.log(`expired ${removed} pending order(s)`);
    return removed;
  }
}
