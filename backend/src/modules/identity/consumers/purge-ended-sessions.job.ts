import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../../platform/clock';
import { SessionStore } from '../sessions/session.store';

const KEEP_ENDED_SESSIONS_MS = 7 * 24 * 3600_000;

/** Hourly, in the worker role: ended sessions are kept a week for support questions, then deleted. */
@Injectable()
export class PurgeEndedSessionsJob {
  private readonly logger = new Logger('sessions');

  constructor(
    @Inject(SessionStore) private readonly store: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'purge-ended-sessions' })
  async run(): Promise<number> {
    const purged = await this.store.purgeEnded(new Date(this.clock.now().getTime() - KEEP_ENDED_SESSIONS_MS));
    if (purged) this.logger.log(`purged ${purged} ended session(s)`);
    return purged;
  }
}
