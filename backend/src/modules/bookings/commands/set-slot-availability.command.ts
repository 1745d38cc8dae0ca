import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import { SLOT_MESSAGES } from '../bookings.messages';
import { SlotRow } from '../queries/slot-row';
import { Slots } from './slots.repository';

type SlotChanged = { message: string; data: SlotRow };

export class BlockSlotCommand extends Command<SlotChanged> {
  constructor(
    readonly slotId: string,
    readonly reason: string | null,
  ) {
    super();
  }
}

export class UnblockSlotCommand extends Command<SlotChanged> {
  constructor(readonly slotId: string) {
    super();
  }
}

/** Spec 001 §4: a blocked slot takes no bookings (optional reason); unblocking clears the reason. */
@CommandHandler(BlockSlotCommand)
export class BlockSlotHandler implements ICommandHandler<BlockSlotCommand> {
  constructor(@Inject(Slots) private readonly slots: Slots) {}

  async execute({ slotId, reason }: BlockSlotCommand): Promise<SlotChanged> {
    return { message: SLOT_MESSAGES.blocked, data: await setAvailability(this.slots, slotId, false, reason) };
  }
}

@CommandHandler(UnblockSlotCommand)
export class UnblockSlotHandler implements ICommandHandler<UnblockSlotCommand> {
  constructor(@Inject(Slots) private readonly slots: Slots) {}

  async execute({ slotId }: UnblockSlotCommand): Promise<SlotChanged> {
    return { message: SLOT_MESSAGES.enabled, data: await setAvailability(this.slots, slotId, true, null) };
  }
}

async function setAvailability(slots: Slots, slotId: string, available: boolean, reason: string | null): Promise<SlotRow> {
  const slot = (await slots.setAvailability(slotId, available, reason)) ? await slots.find(slotId) : null;
  if (!slot) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
  return slot;
}
