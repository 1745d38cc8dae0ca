import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Problem } from '../../../platform/http/problem';
import { SLOT_MESSAGES } from '../bookings.messages';
import { SlotRow } from '../queries/slot-row';
import { Slots } from './slots.repository';

export class AssignScooperCommand extends Command<{ message: string; data: SlotRow }> {
  constructor(
    readonly slotId: string,
    readonly scooperName: string | null,
    readonly notes: string | null,
  ) {
    super();
  }
}

/** Puts a scooper (by name, at most 100 characters) on a slot; a name already on it (any case) is a conflict. */
@CommandHandler(AssignScooperCommand)
export class AssignScooperHandler implements ICommandHandler<AssignScooperCommand> {
  constructor(@Inject(Slots) private readonly slots: Slots) {}

  async execute({ slotId, scooperName, notes }: AssignScooperCommand): Promise<{ message: string; data: SlotRow }> {
    const name = scooperName?.slice(0, 100);
    if (!name) throw Problem.validation({ scooperName: SLOT_MESSAGES.scooperNameRequired });
    if (!(await this.slots.find(slotId))) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
    if (!(await this.slots.assignScooper(slotId, name, notes))) throw new Problem(HttpStatus.CONFLICT, 'Conflict', SLOT_MESSAGES.alreadyAssigned(name));
    return { message: SLOT_MESSAGES.assigned(name), data: (await this.slots.find(slotId))! };
  }
}
