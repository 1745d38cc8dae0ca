import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { daysBetween, isCalendarDate } from '../../../platform/time/calendar-date';
import { SHIFT_MESSAGES } from '../service.messages';
import { TRASH_DAY_SHIFTS, TrashDayShiftRow } from '../queries/trash-day-shift-row';
import { ExtendVisitHorizonCommand } from './extend-visit-horizon.command';

export interface ShiftInput {
  date?: unknown;
  shiftedTo?: unknown;
  note?: string | null;
}

/** Create (no id), update (an id) or delete a holiday shift; bin visits of every plan are re-planned afterwards. */
export class SaveTrashDayShiftCommand extends Command<TrashDayShiftRow> {
  constructor(
    readonly id: string | null,
    readonly input: ShiftInput,
  ) {
    super();
  }
}

export class DeleteTrashDayShiftCommand extends Command<{ id: string; message: string }> {
  constructor(readonly id: string) {
    super();
  }
}

const notFound = () => new Problem(HttpStatus.NOT_FOUND, 'Not Found', SHIFT_MESSAGES.shiftNotFound);

function checked(input: ShiftInput, current: { date: string; shiftedTo: string } | null): { date: string; shiftedTo: string } {
  const date = input.date === undefined && current ? current.date : input.date;
  const shiftedTo = input.shiftedTo === undefined && current ? current.shiftedTo : input.shiftedTo;
  if (!isCalendarDate(date)) throw Problem.validation({ date: SHIFT_MESSAGES.dateInvalid });
  if (!isCalendarDate(shiftedTo)) throw Problem.validation({ shiftedTo: SHIFT_MESSAGES.shiftedToInvalid });
  if (date === shiftedTo) throw Problem.validation({ shiftedTo: SHIFT_MESSAGES.sameDate });
  if (Math.abs(daysBetween(date, shiftedTo)) > 6) throw Problem.validation({ shiftedTo: SHIFT_MESSAGES.tooFar });
  return { date, shiftedTo };
}

@CommandHandler(SaveTrashDayShiftCommand)
export class SaveTrashDayShiftHandler implements ICommandHandler<SaveTrashDayShiftCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ id, input }: SaveTrashDayShiftCommand): Promise<TrashDayShiftRow> {
    let current: { date: string; shiftedTo: string } | null = null;
    if (id !== null) {
      if (!isUuid(id)) throw notFound();
      const rows = await this.db.query(`select ${TRASH_DAY_SHIFTS.select} from ${TRASH_DAY_SHIFTS.from} where id = $1`, [id]);
      if (!rows.length) throw notFound();
      const row = TRASH_DAY_SHIFTS.map(rows[0]);
      current = { date: row.date, shiftedTo: row.shiftedTo };
    }
    const { date, shiftedTo } = checked(input, current);
    const note = input.note === undefined ? undefined : input.note;
    let saved: Record<string, unknown>[];
    try {
      saved =
        id === null
          ? await this.db.query(`insert into trash_day_shifts (date, shifted_to, note) values ($1, $2, $3) returning ${TRASH_DAY_SHIFTS.select}`, [
              date,
              shiftedTo,
              note ?? null,
            ])
          : await this.db.query(
              `update trash_day_shifts set date = $2, shifted_to = $3, note = case when $5 then $4 else note end, updated_at = now() where id = $1
               returning ${TRASH_DAY_SHIFTS.select}`,
              [id, date, shiftedTo, note ?? null, note !== undefined],
            );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new Problem(HttpStatus.CONFLICT, 'Conflict', SHIFT_MESSAGES.duplicate);
      throw error;
    }
    if (!saved.length) throw notFound();
    await this.commands.execute(new ExtendVisitHorizonCommand({ binsOnly: true }));
    return TRASH_DAY_SHIFTS.map(saved[0]);
  }
}

@CommandHandler(DeleteTrashDayShiftCommand)
export class DeleteTrashDayShiftHandler implements ICommandHandler<DeleteTrashDayShiftCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ id }: DeleteTrashDayShiftCommand): Promise<{ id: string; message: string }> {
    if (!isUuid(id)) throw notFound();
    const rows = await this.db.query('delete from trash_day_shifts where id = $1 returning id', [id]);
    if (!rows.length) throw notFound();
    await this.commands.execute(new ExtendVisitHorizonCommand({ binsOnly: true }));
    return { id, message: SHIFT_MESSAGES.deleted };
  }
}
