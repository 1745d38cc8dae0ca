import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { SlotGenerationRequest } from '../domain/slot-generation';
import { SlotRow, SLOTS } from '../queries/slot-row';

/** One hour-long slot per day and hour (startHour ≤ h < endHour); existing ones are kept as they are. */
const GENERATE_SLOTS_SQL = `
  insert into availability_slots (date, start_time, end_time)
  select d::date, make_time(h, 0, 0), make_time(h + 1, 0, 0)
  from generate_series($1::date, $2::date, interval '1 day') d cross join generate_series($3::int, $4::int - 1) h
  order by 1, 2
  on conflict (date, start_time) do nothing
  returning id`;

/** Availability slots and scooper assignments: plain tables, changed in place. Used by the slot command handlers only. */
@Injectable()
export class Slots {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Inserts the missing slots of the request; the number created. */
  async generate(request: SlotGenerationRequest): Promise<number> {
    const rows = await this.db.query(GENERATE_SLOTS_SQL, [request.startDate, request.endDate, request.startHour, request.endHour]);
    return rows.length;
  }

  async find(id: string): Promise<SlotRow | null> {
    if (!isUuid(id)) return null;
    const rows = await this.db.query(`select ${SLOTS.select} from ${SLOTS.from} where s.id = $1`, [id]);
    return rows.length ? SLOTS.map(rows[0]) : null;
  }

  /** Blocked (optional reason) or available again (reason cleared): spec 001 §4. False when there is no such slot. */
  async setAvailability(id: string, available: boolean, reason: string | null): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(`update availability_slots set is_available = $2, blocked_reason = $3, updated_at = now() where id = $1 returning id`, [
      id,
      available,
      available ? null : reason,
    ]);
    return rows.length > 0;
  }

  /** False when the slot already has a scooper of that name (case-insensitive). */
  async assignScooper(id: string, scooperName: string, notes: string | null): Promise<boolean> {
    const rows = await this.db.query(
      `insert into scooper_assignments (availability_slot_id, scooper_name, is_available, notes) values ($1, $2, true, $3)
       on conflict (availability_slot_id, lower(scooper_name)) do nothing returning id`,
      [id, scooperName, notes],
    );
    return rows.length > 0;
  }
}
