import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { ExpireLeadCommand } from '../commands/expire-lead.command';
import { SettleCartCommand } from '../commands/settle-cart.command';
import { LEAD_INACTIVITY_MS } from '../domain/lead';

/**
 * Every minute, in the worker role: the timers' safety net. Redis keeps nothing on disk, so a restart loses
 * delayed jobs; this abandons leads idle for 30 minutes and sends end-of-day follow-ups whose job is gone.
 */
@Injectable()
export class SweepOverdueTimersJob {
  private readonly logger = new Logger('timers');

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'sweep-overdue-timers' })
  async run(): Promise<{ leads: number; carts: number }> {
    const leads = await this.sweepIdleLeads();
    const carts = await this.sweepDueCarts();
    if (leads || carts) this.logger.log(`sweep: abandoned ${leads} idle lead(s), sent ${carts} follow-up(s) whose timers were lost`);
    return { leads, carts };
  }

  /** Abandons every open lead idle for 30 minutes by the clock. */
  private async sweepIdleLeads(limit = 500): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - LEAD_INACTIVITY_MS);
    const idle = await this.db.query<{ id: string }>(
      `select id from lead_tracking where status in ('active', 'in-progress') and last_activity_at <= $1 order by last_activity_at limit $2`,
      [cutoff, limit],
    );
    let abandoned = 0;
    for (const { id } of idle) {
      try {
        if ((await this.commands.execute(new ExpireLeadCommand(id))) === null) abandoned++;
      } catch (error) {
        this.logger.warn({ err: error, leadId: id }, 'idle lead sweep failed for one lead');
      }
    }
    return abandoned;
  }

  /** Sends the follow-ups that fell due whose timer Redis lost. */
  private async sweepDueCarts(limit = 500): Promise<number> {
    const due = await this.db.query<{ id: string }>(
      `select id from abandoned_carts where status = 'tracking' and follow_up_due_at <= $1 order by follow_up_due_at limit $2`,
      [this.clock.now(), limit],
    );
    let sent = 0;
    for (const { id } of due) if ((await this.commands.execute(new SettleCartCommand(id))) === 'sent') sent++;
    return sent;
  }
}
