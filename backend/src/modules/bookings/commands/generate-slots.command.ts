import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SLOT_MESSAGES } from '../bookings.messages';
import { checkSlotGeneration, slotsRequested } from '../domain/slot-generation';
import { Slots } from './slots.repository';

export interface SlotGenerationInput {
  startDate?: unknown;
  endDate?: unknown;
  startHour?: unknown;
  endHour?: unknown;
}

export class GenerateSlotsCommand extends Command<{ created: number; skipped: number; message: string }> {
  constructor(readonly input: SlotGenerationInput) {
    super();
  }
}

/** Hourly slots for every day of the range (spec 001 §7 generate_availability_slots); existing slots are kept and counted as skipped. */
@CommandHandler(GenerateSlotsCommand)
export class GenerateSlotsHandler implements ICommandHandler<GenerateSlotsCommand> {
  constructor(@Inject(Slots) private readonly slots: Slots) {}

  async execute({ input }: GenerateSlotsCommand): Promise<{ created: number; skipped: number; message: string }> {
    const request = checkSlotGeneration(input);
    const created = await this.slots.generate(request);
    return { created, skipped: slotsRequested(request) - created, message: SLOT_MESSAGES.generated };
  }
}
