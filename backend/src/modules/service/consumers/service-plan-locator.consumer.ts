import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Consumer, RecordedEvent } from '../../../event-store';
import { LocateServicePlanCommand } from '../commands/locate-service-plan.command';

/** The plan events after which a plan's home must be (re)placed. */
const NEEDS_LOCATION = new Set(['service-plan.started', 'service-plan.address-changed']);

/**
 * Geocodes a plan once it has started or moved, after the batch that saw it committed: the look-up (a Census request
 * when configured) never runs inside a database transaction. Nothing is written in the checkpoint transaction; a
 * look-up that fails or a crash before it is repaired by the LocateServicePlansJob backfill (plans without coordinates).
 */
@Injectable()
export class ServicePlanLocator implements Consumer {
  readonly name = 'service-plan-locator';
  readonly streamTypes = ['service-plan'];
  /** It reads no personal field of its events (only types, ids, metadata and plain fields). */
  readonly personalData = 'sealed';
  private readonly logger = new Logger('plan-locator');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  async handle(): Promise<void> {
    // The work happens after commit.
  }

  async afterCommit(events: RecordedEvent[]): Promise<void> {
    const latest = new Map<string, RecordedEvent>();
    for (const event of events) if (NEEDS_LOCATION.has(event.type)) latest.set(event.streamId.replace(/^service-plan-/, ''), event);
    for (const [planId, event] of latest) {
      try {
        await this.commands.execute(
          new LocateServicePlanCommand(planId, {
            actor: 'system:plan-locator',
            correlationId: event.metadata.correlationId ?? planId,
            causationId: event.eventId,
          }),
        );
      } catch (error) {
        this.logger.warn({ err: error, planId }, 'could not locate a plan; the backfill tries again');
      }
    }
  }
}
