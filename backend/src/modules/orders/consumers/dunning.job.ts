import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { DunningRun, RunDunningCommand } from '../commands/run-dunning.command';

/** Every 15 minutes: the dunning sequence's next steps (reminders only inside business hours; suspension at 15 days). */
@Injectable()
export class DunningJob {
  private readonly logger = new Logger('dunning');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Cron('0 */15 * * * *', { name: 'dunning' })
  async run(): Promise<DunningRun> {
    const run = await this.commands.execute(new RunDunningCommand());
    if (run.reminders || run.suspensions) this.logger.log(`dunning: ${run.reminders} reminder(s), ${run.suspensions} suspension(s)`);
    return run;
  }
}
