import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AbandonedCarts } from '../carts/abandoned-carts';
import { LeadLifecycle } from '../commands/lead-lifecycle';

/**
 * Every minute, in the worker role: the timers' safety net. Redis keeps nothing on disk, so a restart loses
 * delayed jobs; this abandons leads idle for 30 minutes and sends end-of-day follow-ups whose job is gone.
 */
@Injectable()
export class SweepOverdueTimersJob {
  private readonly logger = new Logger('timers');

  constructor(
    @Inject(LeadLifecycle) private readonly leads: LeadLifecycle,
    @Inject(AbandonedCarts) private readonly carts: AbandonedCarts,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'sweep-overdue-timers' })
  async run(): Promise<{ leads: number; carts: number }> {
    const leads = await this.leads.sweepIdleLeads();
    const carts = await this.carts.sweepDueCarts();
    if (leads || carts) this.logger.log(`sweep: abandoned ${leads} idle lead(s), sent ${carts} follow-up(s) whose timers were lost`);
    return { leads, carts };
  }
}
