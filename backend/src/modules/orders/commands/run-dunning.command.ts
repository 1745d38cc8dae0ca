import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { localDate, localDateTime } from '../../../platform/time/local-time';
import { DUNNING_SETTINGS, daysBetween, inBusinessHours, LocalMoment } from '../domain/dunning';
import { decideOrder, ORDER_STREAM_DEFINITION } from '../domain/order';

export interface DunningRun {
  reminders: number;
  suspensions: number;
}

/** One pass of the dunning sequence over every past-due subscription (the worker runs it every 15 minutes). */
export class RunDunningCommand extends Command<DunningRun> {}

/** The business's wall clock: date, ISO weekday and hour in the business time zone. */
export function localMoment(timeZone: string, now: Date): LocalMoment {
  const [date, time] = localDateTime(timeZone, now).split(' ');
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return { date, weekday, hour: Number(time.slice(0, 2)) };
}

/**
 * For each open past-due episode: how many local days since the invoice failed, whether it is business hours now,
 * and the order's own decide says which reminder (if any) goes out and whether visits are suspended. Running it
 * twice in the same minute appends nothing new: the stream remembers what was sent.
 */
@CommandHandler(RunDunningCommand)
export class RunDunningHandler implements ICommandHandler<RunDunningCommand> {
  private readonly logger = new Logger('dunning');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<DunningRun> {
    const timeZone = this.config.business.timeZone;
    const now = localMoment(timeZone, this.clock.now());
    const businessHours = inBusinessHours(now, DUNNING_SETTINGS);
    const open = await this.db.query<{ order_id: string; past_due_since: Date }>(
      `select order_id, past_due_since from order_dunning where status = 'past-due' order by past_due_since`,
    );
    const orders = this.store.stream(ORDER_STREAM_DEFINITION);
    const run: DunningRun = { reminders: 0, suspensions: 0 };
    for (const row of open) {
      const daysOverdue = daysBetween(localDate(timeZone, row.past_due_since), now.date);
      try {
        await withConcurrencyRetry(async () => {
          const order = await orders.aggregate(row.order_id);
          const events = decideOrder({ type: 'dunning-tick', daysOverdue, businessHours }, order.state);
          if (!events.length) return;
          await orders.append(row.order_id, order.expected, events, {
            subjectId: order.subjectId,
            metadata: { actor: 'system:dunning', correlationId: row.order_id },
          });
          for (const event of events) {
            if (event.type === 'order.dunning-reminder-sent') run.reminders += 1;
            if (event.type === 'order.service-suspended') run.suspensions += 1;
          }
        });
      } catch (error) {
        // One order's trouble must not hold up the others; the next run tries it again.
        this.logger.error({ orderId: row.order_id, err: error }, 'dunning step failed');
      }
    }
    return run;
  }
}
