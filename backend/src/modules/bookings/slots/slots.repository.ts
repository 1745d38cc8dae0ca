import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { SLOT_MESSAGES } from '../bookings.messages';
import { daysBetween } from '../../../platform/time/calendar-date';
import { GENERATE_SLOTS_SQL, SlotGenerationRequest } from './generate-slots';
import { SlotRow, SLOTS } from './slot-row';

export interface SlotStats {
  dateFrom: string;
  dateTo: string;
  totalSlots: number;
  available: number;
  blocked: number;
  booked: number;
  /** Confirmed bookings over total slots × 100, two decimals (spec 001 §9). */
  utilization: number;
}

/** Availability slots and scooper assignments: plain tables, changed in place. */
@Injectable()
export class Slots {
  constructor(@Inject(Database) private readonly db: Database) {}

  async generate(request: SlotGenerationRequest): Promise<{ created: number; skipped: number }> {
    const rows = await this.db.query(GENERATE_SLOTS_SQL, [request.startDate, request.endDate, request.startHour, request.endHour]);
    const requested = (daysBetween(request.startDate, request.endDate) + 1) * (request.endHour - request.startHour);
    return { created: rows.length, skipped: requested - rows.length };
  }

  async find(id: string): Promise<SlotRow | null> {
    if (!isUuid(id)) return null;
    const rows = await this.db.query(`select ${SLOTS.select} from ${SLOTS.from} where s.id = $1`, [id]);
    return rows.length ? SLOTS.map(rows[0]) : null;
  }

  async get(id: string): Promise<SlotRow> {
    const slot = await this.find(id);
    if (!slot) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
    return slot;
  }

  /** Blocked (optional reason) or available again (reason cleared): spec 001 §4. */
  async setAvailability(id: string, available: boolean, reason: string | null): Promise<SlotRow> {
    if (!isUuid(id)) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
    const rows = await this.db.query(`update availability_slots set is_available = $2, blocked_reason = $3, updated_at = now() where id = $1 returning id`, [
      id,
      available,
      available ? null : reason,
    ]);
    if (!rows.length) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', SLOT_MESSAGES.notFound);
    return this.get(id);
  }

  async assignScooper(id: string, scooperName: string, notes: string | null): Promise<SlotRow> {
    await this.get(id);
    const rows = await this.db.query(
      `insert into scooper_assignments (availability_slot_id, scooper_name, is_available, notes) values ($1, $2, true, $3)
       on conflict (availability_slot_id, lower(scooper_name)) do nothing returning id`,
      [id, scooperName, notes],
    );
    if (!rows.length) throw new Problem(HttpStatus.CONFLICT, 'Conflict', SLOT_MESSAGES.alreadyAssigned(scooperName));
    return this.get(id);
  }

  async stats(dateFrom: string, dateTo: string): Promise<SlotStats> {
    const [row] = await this.db.query<{ total: number; available: number; blocked: number; booked: number }>(
      `select count(*)::int as total,
         count(*) filter (where s.is_available and coalesce(b.n, 0) < s.max_capacity)::int as available,
         count(*) filter (where not s.is_available)::int as blocked,
         coalesce(sum(b.n), 0)::int as booked
       from availability_slots s
       left join (select availability_slot_id, count(*)::int as n from calendar_bookings where booking_status = 'confirmed' group by 1) b
         on b.availability_slot_id = s.id
       where s.date between $1::date and $2::date`,
      [dateFrom, dateTo],
    );
    return { dateFrom, dateTo, totalSlots: row.total, available: row.available, blocked: row.blocked, booked: row.booked, utilization: utilizationRate(row.booked, row.total) };
  }
}

/** Spec 001 §9: confirmed bookings over total slots, as a percentage with two decimals. */
export function utilizationRate(booked: number, total: number): number {
  return total === 0 ? 0 : Math.round((booked / total) * 10_000) / 100;
}
