import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { SeedRegistry } from '../../../platform/seed/seed-registry';
import { SLOT_GENERATION } from '../bookings.messages';
import { addDays } from '../../../platform/time/calendar-date';
import { localDateTime } from '../../../platform/time/local-time';
import { GenerateSlotsCommand } from '../commands/generate-slots.command';

/** First start: a week of availability slots from today (DESIGN §2), so the calendar has something to book. */
@Injectable()
export class AvailabilitySlotsSeed implements OnModuleInit {
  constructor(
    @Inject(SeedRegistry) private readonly seeds: SeedRegistry,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seeds.register({
      name: 'availability-slots',
      run: async () => {
        const [{ any }] = await this.db.query<{ any: boolean }>('select exists (select 1 from availability_slots) as any');
        if (any) return [];
        const today = localDateTime(this.config.business.timeZone, this.clock.now()).slice(0, 10);
        const { created } = await this.commands.execute(
          new GenerateSlotsCommand({
            startDate: today,
            endDate: addDays(today, 6),
            startHour: SLOT_GENERATION.defaultStartHour,
            endHour: SLOT_GENERATION.defaultEndHour,
          }),
        );
        return [`Demo availability slots: ${created} (a week from ${today}, ${SLOT_GENERATION.defaultStartHour}:00-${SLOT_GENERATION.defaultEndHour}:00)`];
      },
    });
  }
}
